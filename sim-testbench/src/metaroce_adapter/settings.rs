//! The settings every MetaRoCE endpoint of a run shares, and how they become the core's
//! `EndpointConfig` and `ConnectionConfig`: the core's defaults, the path count and receiver
//! hints the scenario (or the `compare` variant) sets, and the overrides of
//! `[transport.metaroce]`.

use std::sync::Arc;
use std::time::Duration;

use metaroce::transport::{EcnAimdConfig, EcnAimdFactory};
use metaroce::{ConnectionConfig, EndpointConfig};

use crate::ids::HostId;
use crate::scenario::{MetaroceTuning, Scenario};

/// Settings shared by the MetaRoCE endpoints of one run.
#[derive(Clone, Debug)]
pub struct MetaroceSettings {
    paths: u16,
    receiver_hints: bool,
    mtu: u16,
    ingress_rate_mbps: u32,
    seed: u64,
    tuning: MetaroceTuning,
}

impl MetaroceSettings {
    pub fn new(scenario: &Scenario, paths: u32, receiver_hints: bool) -> Self {
        MetaroceSettings {
            paths: u16::try_from(paths).unwrap_or(u16::MAX),
            receiver_hints,
            mtu: u16::try_from(scenario.topology.mtu_bytes).unwrap_or(u16::MAX),
            ingress_rate_mbps: (scenario
                .transport
                .metaroce
                .ingress_rate_gbps
                .unwrap_or(scenario.topology.link_gbps)
                * 1000.0)
                .round() as u32,
            seed: scenario.seed,
            tuning: scenario.transport.metaroce.clone(),
        }
    }

    /// `mtu` as the core takes it.
    pub(super) fn mtu(&self) -> u16 {
        self.mtu
    }

    pub(super) fn connection_config(&self) -> ConnectionConfig {
        let t = &self.tuning;
        let mut config = ConnectionConfig {
            paths: self.paths,
            mtu: self.mtu,
            honour_rate_hints: self.receiver_hints,
            ..ConnectionConfig::default()
        };
        if let Some(us) = t.initial_rto_us {
            config.initial_rto = Duration::from_micros(us);
        }
        if let Some(us) = t.ack_delay_us {
            // The sender's tail-loss probe allows for the receiver's ACK delay.
            config.max_ack_delay = Duration::from_micros(us);
        }
        if let Some(us) = t.min_rto_us {
            config.min_rto = Duration::from_micros(us);
        }
        if let Some(entropies) = t.entropies_per_path {
            config.entropies_per_path = entropies;
        }
        if let Some(fraction) = t.repath_slow_fraction {
            config.repath_slow_fraction = fraction;
        }
        if t.initial_window_packets.is_some() || t.additive_increase_packets.is_some() {
            let mut cc = EcnAimdConfig::default();
            if let Some(packets) = t.initial_window_packets {
                cc.initial_packets = packets;
            }
            if let Some(packets) = t.additive_increase_packets {
                cc.additive_packets = packets;
            }
            config.congestion = Arc::new(EcnAimdFactory(cc));
        }
        config
    }

    pub(super) fn endpoint_config(&self, host: HostId) -> EndpointConfig {
        let mut config = EndpointConfig::new(host.addr());
        config.ingress_rate_mbps = self.ingress_rate_mbps;
        config.receiver_hints = self.receiver_hints;
        config.seed = self.seed;
        if let Some(k) = self.tuning.ack_every_packets {
            config.ack_every_packets = u16::try_from(k).unwrap_or(u16::MAX);
        }
        if let Some(us) = self.tuning.ack_delay_us {
            config.ack_delay = Duration::from_micros(us);
        }
        config
    }
}
