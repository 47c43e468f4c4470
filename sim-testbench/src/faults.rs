//! Turns the `[faults]` table into concrete per-link settings (rate, buffer, loss) and a
//! timeline of link state changes (cuts, restores, flaps). Randomly chosen core links are
//! drawn from the scenario seed's own stream, so every transport run on the same scenario and
//! seed sees the same broken links.

use rand::seq::SliceRandom;

use crate::error::SimError;
use crate::ids::LinkId;
use crate::rng::{self, RngPurpose};
use crate::scenario::{LinkFaultConfig, LossOn, Scenario};
use crate::time::SimTime;
use crate::topology::{NodeKind, Topology};

/// How one link behaves for the whole run (both directions).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LinkSetting {
    pub gbps: f64,
    /// Fraction of the switch buffer the link's output queues get.
    pub buffer_fraction: f64,
    /// Probability a packet is lost crossing the link (both directions)...
    pub loss: f64,
    /// ...except out of a host's NIC, when set (`loss_on = "host-uplinks"`).
    pub uplink_loss: Option<f64>,
}

/// A link going down or coming back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkStateChange {
    pub at: SimTime,
    pub link: LinkId,
    pub up: bool,
}

/// Everything the faults table asks for, resolved against a topology.
#[derive(Clone, Debug)]
pub struct FaultPlan {
    /// Indexed by link.
    pub link_settings: Vec<LinkSetting>,
    /// Sorted by time.
    pub changes: Vec<LinkStateChange>,
    /// Routing reconverges this long after a change; `None`: never.
    pub reroute_after: Option<SimTime>,
    /// One line per fault, for logs and reports.
    pub descriptions: Vec<String>,
}

impl FaultPlan {
    pub fn new(scenario: &Scenario, topo: &Topology) -> Result<FaultPlan, SimError> {
        let faults = &scenario.faults;
        let mut plan = FaultPlan {
            link_settings: topo
                .links()
                .iter()
                .map(|link| match faults.loss_on {
                    LossOn::EveryLink => LinkSetting {
                        gbps: link.gbps,
                        buffer_fraction: 1.0,
                        loss: faults.loss,
                        uplink_loss: None,
                    },
                    LossOn::HostUplinks => LinkSetting {
                        gbps: link.gbps,
                        buffer_fraction: 1.0,
                        loss: 0.0,
                        uplink_loss: link
                            .ports
                            .iter()
                            .any(|&port| {
                                matches!(topo.node(topo.port(port).node).kind, NodeKind::Host(_))
                            })
                            .then_some(faults.loss),
                    },
                })
                .collect(),
            changes: Vec::new(),
            reroute_after: faults.reroute_after_us.map(SimTime::from_us),
            descriptions: Vec::new(),
        };
        let end = SimTime::from_us(scenario.duration_us);
        if faults.loss > 0.0 {
            plan.descriptions.push(match faults.loss_on {
                LossOn::EveryLink => format!("loss {} per link traversal, every link", faults.loss),
                LossOn::HostUplinks => {
                    format!("loss {} on every host uplink (end to end)", faults.loss)
                }
            });
        }

        let mut core = topo.core_links();
        let wanted = [
            (faults.degraded_core_links, "faults.degraded_core_links"),
            (faults.cut_core_links, "faults.cut_core_links"),
            (faults.flapping_core_links, "faults.flapping_core_links"),
        ];
        let total: u64 = wanted.iter().map(|(n, _)| u64::from(*n)).sum();
        if total > core.len() as u64 {
            let field = wanted
                .iter()
                .rev()
                .find(|(n, _)| *n > 0)
                .map_or("faults.cut_core_links", |(_, f)| f);
            return Err(SimError::invalid(
                field,
                format!(
                    "degraded + cut + flapping core links ({total}) exceed the {} core links \
                     of this topology",
                    core.len()
                ),
            ));
        }
        core.shuffle(&mut rng::stream(scenario.seed, RngPurpose::FaultPlacement));
        let mut chosen = core.into_iter();

        for link in chosen.by_ref().take(faults.degraded_core_links as usize) {
            let setting = &mut plan.link_settings[link.index()];
            setting.gbps = faults.degraded_gbps;
            setting.buffer_fraction = faults.degraded_buffer_fraction;
            plan.descriptions.push(format!(
                "degraded {} to {} Gb/s, {} of the buffer",
                topo.link_name(link),
                faults.degraded_gbps,
                faults.degraded_buffer_fraction
            ));
        }
        let cut_at = SimTime::from_us(faults.cut_at_us);
        for link in chosen.by_ref().take(faults.cut_core_links as usize) {
            plan.changes.push(LinkStateChange {
                at: cut_at,
                link,
                up: false,
            });
            plan.descriptions.push(format!(
                "cut {} at {} us",
                topo.link_name(link),
                faults.cut_at_us
            ));
        }
        for link in chosen.take(faults.flapping_core_links as usize) {
            let mut start = faults.flap_start_us;
            while SimTime::from_us(start) < end {
                plan.changes.push(LinkStateChange {
                    at: SimTime::from_us(start),
                    link,
                    up: false,
                });
                plan.changes.push(LinkStateChange {
                    at: SimTime::from_us(start + faults.flap_down_us),
                    link,
                    up: true,
                });
                start += faults.flap_period_us;
            }
            plan.descriptions.push(format!(
                "{} flaps: down {} us every {} us from {} us",
                topo.link_name(link),
                faults.flap_down_us,
                faults.flap_period_us,
                faults.flap_start_us
            ));
        }

        for (i, named) in faults.links.iter().enumerate() {
            let field = |name: &str| format!("faults.links[{i}].{name}");
            let a = topo.node_by_name(&named.a).ok_or_else(|| {
                SimError::invalid(field("a"), format!("no node named `{}`", named.a))
            })?;
            let b = topo.node_by_name(&named.b).ok_or_else(|| {
                SimError::invalid(field("b"), format!("no node named `{}`", named.b))
            })?;
            let link = topo.link_between(a, b).ok_or_else(|| {
                SimError::invalid(
                    field("b"),
                    format!("`{}` and `{}` are not linked", named.a, named.b),
                )
            })?;
            let setting = &mut plan.link_settings[link.index()];
            if let Some(loss) = named.loss {
                setting.loss = loss;
                setting.uplink_loss = None;
            }
            if let Some(gbps) = named.gbps {
                setting.gbps = gbps;
            }
            if let Some(fraction) = named.buffer_fraction {
                setting.buffer_fraction = fraction;
            }
            if let Some(cut) = named.cut_at_us {
                plan.changes.push(LinkStateChange {
                    at: SimTime::from_us(cut),
                    link,
                    up: false,
                });
            }
            if let Some(restore) = named.restore_at_us {
                plan.changes.push(LinkStateChange {
                    at: SimTime::from_us(restore),
                    link,
                    up: true,
                });
            }
            plan.descriptions
                .push(describe_named(&topo.link_name(link), named));
        }
        plan.changes.retain(|change| change.at < end);
        plan.changes.sort_by_key(|change| change.at);
        Ok(plan)
    }
}

/// `edge-3-1 <-> agg-3-0: loss 0.01, cut at 80 us, restored at 400 us`.
fn describe_named(link: &str, named: &LinkFaultConfig) -> String {
    let mut parts = Vec::new();
    if let Some(loss) = named.loss {
        parts.push(format!("loss {loss}"));
    }
    if let Some(gbps) = named.gbps {
        parts.push(format!("{gbps} Gb/s"));
    }
    if let Some(fraction) = named.buffer_fraction {
        parts.push(format!("{fraction} of the buffer"));
    }
    if let Some(cut) = named.cut_at_us {
        parts.push(format!("cut at {cut} us"));
    }
    if let Some(restore) = named.restore_at_us {
        parts.push(format!("restored at {restore} us"));
    }
    if parts.is_empty() {
        parts.push("no change".into());
    }
    format!("{link}: {}", parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scenario(extra: &str) -> Scenario {
        let text = format!(
            "name = \"t\"\nduration_us = 1000\n[topology]\nswitch_ports = 4\n\
             [workload]\nmessage_bytes = 1000\n{extra}"
        );
        Scenario::from_toml_str(&text).unwrap()
    }

    #[test]
    fn same_seed_cuts_the_same_core_links() {
        let s = scenario("[faults]\ncut_core_links = 3\ncut_at_us = 10\n");
        let topo = Topology::build(&s.topology);
        let a = FaultPlan::new(&s, &topo).unwrap();
        let b = FaultPlan::new(&s, &topo).unwrap();
        assert_eq!(a.changes, b.changes);
        assert_eq!(a.changes.len(), 3);
        assert!(a.changes.iter().all(|c| topo.link(c.link).is_core && !c.up));
    }

    #[test]
    fn too_many_faulty_core_links_names_the_field() {
        let s = scenario("[faults]\ncut_core_links = 17\n");
        let topo = Topology::build(&s.topology);
        let error = FaultPlan::new(&s, &topo).unwrap_err().to_string();
        assert!(error.contains("faults.cut_core_links"), "{error}");
    }

    #[test]
    fn unknown_link_name_names_the_field() {
        let s = scenario("[[faults.links]]\na = \"agg-0-0\"\nb = \"core-9\"\nloss = 0.5\n");
        let topo = Topology::build(&s.topology);
        let error = FaultPlan::new(&s, &topo).unwrap_err().to_string();
        assert!(error.contains("faults.links[0].b"), "{error}");
    }
}
