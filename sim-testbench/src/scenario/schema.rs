//! The scenario file's schema. Field names are part of the user interface: they appear in
//! error messages and in `sim-testbench/README.md`. Every table but `[topology]` and
//! `[workload]` may be left out, and every field inside a table has a default.

use serde::{Deserialize, Serialize};

/// One simulation: a network, faults, traffic and a transport, under one seed.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub name: String,
    #[serde(default = "default_seed")]
    pub seed: u64,
    /// The run stops here even if flows are unfinished.
    pub duration_us: u64,
    pub topology: TopologyConfig,
    #[serde(default)]
    pub switch: SwitchConfig,
    #[serde(default)]
    pub faults: FaultConfig,
    pub workload: WorkloadConfig,
    #[serde(default)]
    pub transport: TransportConfig,
    #[serde(default)]
    pub output: OutputConfig,
}

fn default_seed() -> u64 {
    1
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TopologyKind {
    /// 3-tier k-ary fat tree: k pods of k/2 edge and k/2 aggregation switches, (k/2)^2 cores.
    FatTree,
    /// 2-tier leaf-spine: every leaf connects to every spine.
    LeafSpine,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TopologyConfig {
    pub kind: TopologyKind,
    /// Fat tree: ports per switch (k); k^3/4 hosts. Default 8.
    pub switch_ports: Option<u32>,
    /// Leaf-spine: number of leaves. Default 8.
    pub leaves: Option<u32>,
    /// Leaf-spine: number of spines. Default 4.
    pub spines: Option<u32>,
    /// Leaf-spine: hosts under each leaf. Default 16.
    pub hosts_per_leaf: Option<u32>,
    /// Leaf-spine: rate of leaf-spine links; default `link_gbps`.
    pub uplink_gbps: Option<f64>,
    /// Rate of every link (host links and, unless `uplink_gbps` says otherwise, the rest).
    pub link_gbps: f64,
    /// Propagation delay of every link.
    pub hop_delay_ns: u64,
    /// Payload bytes per packet; transport and Ethernet/IP/UDP headers are added on the wire.
    pub mtu_bytes: u32,
}

impl Default for TopologyConfig {
    fn default() -> Self {
        TopologyConfig {
            kind: TopologyKind::FatTree,
            switch_ports: None,
            leaves: None,
            spines: None,
            hosts_per_leaf: None,
            uplink_gbps: None,
            link_gbps: 100.0,
            hop_delay_ns: 1000,
            mtu_bytes: 4096,
        }
    }
}

impl TopologyConfig {
    pub fn fat_tree_k(&self) -> u32 {
        self.switch_ports.unwrap_or(8)
    }
    pub fn leaf_count(&self) -> u32 {
        self.leaves.unwrap_or(8)
    }
    pub fn spine_count(&self) -> u32 {
        self.spines.unwrap_or(4)
    }
    pub fn hosts_per_leaf_count(&self) -> u32 {
        self.hosts_per_leaf.unwrap_or(16)
    }
    pub fn uplink_rate_gbps(&self) -> f64 {
        self.uplink_gbps.unwrap_or(self.link_gbps)
    }

    /// Number of hosts the topology will have (saturating: validation rejects huge ones).
    pub fn host_count(&self) -> u64 {
        match self.kind {
            TopologyKind::FatTree => u64::from(self.fat_tree_k()).pow(3) / 4,
            TopologyKind::LeafSpine => {
                u64::from(self.leaf_count()) * u64::from(self.hosts_per_leaf_count())
            }
        }
    }
}

/// Switch output queues: one per port, drop-tail, RED-style ECN on the instantaneous queue.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SwitchConfig {
    /// Buffer of each output queue.
    pub buffer_bytes: u64,
    /// Below this queue length nothing is marked.
    pub ecn_kmin_bytes: u64,
    /// At or above this queue length every ECN-capable packet is marked.
    pub ecn_kmax_bytes: u64,
    /// Marking probability just below `ecn_kmax_bytes` (linear from 0 at `ecn_kmin_bytes`).
    pub ecn_pmax: f64,
    /// Priority flow control: pause the upstream port when the bytes queued from one ingress
    /// port exceed `pfc_xoff_bytes`, resume below `pfc_xon_bytes`.
    pub pfc: bool,
    pub pfc_xoff_bytes: u64,
    pub pfc_xon_bytes: u64,
}

impl Default for SwitchConfig {
    fn default() -> Self {
        SwitchConfig {
            buffer_bytes: 892_000,
            ecn_kmin_bytes: 35_000,
            ecn_kmax_bytes: 140_000,
            ecn_pmax: 1.0,
            pfc: false,
            pfc_xoff_bytes: 64_000,
            pfc_xon_bytes: 32_000,
        }
    }
}

/// Faults. "Core links" are the top tier: aggregation-core links of a fat tree, leaf-spine
/// links of a leaf-spine; which ones is drawn from the seed.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct FaultConfig {
    /// Probability that a packet is lost on one link traversal (on the links `loss_on` names).
    pub loss: f64,
    /// Where `loss` applies.
    pub loss_on: LossOn,
    /// Core links running at `degraded_gbps` with `degraded_buffer_fraction` of the buffer.
    pub degraded_core_links: u32,
    pub degraded_gbps: f64,
    pub degraded_buffer_fraction: f64,
    /// Core links cut (both directions) at `cut_at_us`.
    pub cut_core_links: u32,
    pub cut_at_us: u64,
    /// Core links that go down for `flap_down_us` every `flap_period_us` from `flap_start_us`.
    pub flapping_core_links: u32,
    pub flap_start_us: u64,
    pub flap_period_us: u64,
    pub flap_down_us: u64,
    /// Routing reconverges this long after a link changes state (ECMP groups recomputed
    /// around down links). Absent: routes never change, traffic hashed onto a dead link is lost.
    pub reroute_after_us: Option<u64>,
    /// Faults on links chosen by name.
    pub links: Vec<LinkFaultConfig>,
}

impl Default for FaultConfig {
    fn default() -> Self {
        FaultConfig {
            loss: 0.0,
            loss_on: LossOn::EveryLink,
            degraded_core_links: 0,
            degraded_gbps: 25.0,
            degraded_buffer_fraction: 0.25,
            cut_core_links: 0,
            cut_at_us: 0,
            flapping_core_links: 0,
            flap_start_us: 0,
            flap_period_us: 1000,
            flap_down_us: 200,
            reroute_after_us: None,
            links: Vec::new(),
        }
    }
}

/// The links the global `faults.loss` applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LossOn {
    /// Every link, both directions: a packet crossing h links survives with `(1 - loss)^h`.
    EveryLink,
    /// Only the host-to-switch direction of host links: every packet, data or control, is
    /// exposed exactly once, so `loss` is the end-to-end loss rate of each packet.
    HostUplinks,
}

/// A fault on one named link (`a` and `b` are node names such as `agg-0-1` and `core-2`).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkFaultConfig {
    pub a: String,
    pub b: String,
    /// Loss probability on this link (replaces the global `loss`).
    pub loss: Option<f64>,
    /// Degraded rate of this link.
    pub gbps: Option<f64>,
    /// Fraction of the switch buffer the link's queues keep.
    pub buffer_fraction: Option<f64>,
    /// The link goes down at this time...
    pub cut_at_us: Option<u64>,
    /// ...and comes back at this one (absent: stays down).
    pub restore_at_us: Option<u64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WorkloadKind {
    /// Every host sends one message to one other host; every host receives one.
    Permutation,
    /// `incast_senders` hosts send one message each to one receiver.
    Incast,
    /// Every host sends one message to every other host.
    AllToAll,
    /// Ring all-reduce of a `message_bytes` buffer: 2(N-1) steps of `message_bytes / N`,
    /// each step waiting for the previous one.
    AllreduceRing,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct WorkloadConfig {
    pub kind: WorkloadKind,
    pub message_bytes: u64,
    pub incast_senders: u32,
    /// Incast receiver; default: drawn from the seed.
    pub incast_receiver: Option<u32>,
    /// Each independent flow starts at a uniform random time in `[0, start_jitter_us]`.
    pub start_jitter_us: u64,
}

impl Default for WorkloadConfig {
    fn default() -> Self {
        WorkloadConfig {
            kind: WorkloadKind::Permutation,
            message_bytes: 2_000_000,
            incast_senders: 32,
            incast_receiver: None,
            start_jitter_us: 0,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TransportKind {
    Metaroce,
    Rocev2,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TransportConfig {
    pub kind: TransportKind,
    /// MetaRoCE: logical paths per connection.
    pub paths: u32,
    /// MetaRoCE: receiver fair-share rate hints in ACKs.
    pub receiver_hints: bool,
    pub metaroce: MetaroceTuning,
    pub rocev2: RoceConfig,
    pub dcqcn: DcqcnConfig,
}

impl Default for TransportConfig {
    fn default() -> Self {
        TransportConfig {
            kind: TransportKind::Metaroce,
            paths: 8,
            receiver_hints: true,
            metaroce: MetaroceTuning::default(),
            rocev2: RoceConfig::default(),
            dcqcn: DcqcnConfig::default(),
        }
    }
}

/// Experimental overrides of the `metaroce` core's defaults, for ablations; every field
/// absent (the default) leaves the core's own default in place.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MetaroceTuning {
    /// The receiver acknowledges after this many packets on a path (the core's K).
    pub ack_every_packets: Option<u32>,
    /// ...or at the latest this long after the first unacknowledged one (the core's T).
    pub ack_delay_us: Option<u64>,
    /// Retransmission timeout before the first RTT sample (also the CONNECT retry timer).
    pub initial_rto_us: Option<u64>,
    /// Smallest retransmission timeout.
    pub min_rto_us: Option<u64>,
    /// Initial congestion window of each path, in packets.
    pub initial_window_packets: Option<u64>,
    /// Additive increase of each path's window per RTT, in packets.
    pub additive_increase_packets: Option<f64>,
    /// The ingress rate a receiver shares out in its rate hints (default: `link_gbps`).
    pub ingress_rate_gbps: Option<f64>,
    /// A congested path below this fraction of its siblings' median rate moves to another
    /// route (the core's `repath_slow_fraction`; 0 turns it off).
    pub repath_slow_fraction: Option<f64>,
    /// UDP source ports each path sprays its packets over, one drawn per packet (the
    /// core's `entropies_per_path`; 1 keeps every path on one route).
    pub entropies_per_path: Option<u16>,
}

/// The RoCEv2 baseline: one path per QP, go-back-N.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RoceConfig {
    /// Retransmission timeout: with no ACK progress for this long, go back to the first
    /// unacknowledged packet.
    pub rto_us: u64,
    /// The responder acknowledges every this many in-order packets (and the last one).
    pub ack_every: u32,
}

impl Default for RoceConfig {
    fn default() -> Self {
        RoceConfig {
            rto_us: 1000,
            ack_every: 4,
        }
    }
}

/// DCQCN rate control of the RoCEv2 baseline (Zhu et al., SIGCOMM 2015). Defaults follow the
/// paper's parameters, with the rate steps scaled from 40 to 100 Gb/s.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DcqcnConfig {
    pub enabled: bool,
    /// Gain of the congestion estimate alpha.
    pub g: f64,
    /// Alpha decays once per this period without a congestion notification.
    pub alpha_update_us: u64,
    /// Rate-increase timer.
    pub rate_increase_us: u64,
    /// Rate-increase byte counter.
    pub byte_counter_bytes: u64,
    /// Fast-recovery steps before additive increase.
    pub fast_recovery_steps: u32,
    pub rate_ai_mbps: f64,
    pub rate_hai_mbps: f64,
    pub min_rate_mbps: f64,
    /// The notification point sends at most one CNP per QP per this interval.
    pub cnp_interval_us: u64,
}

impl Default for DcqcnConfig {
    fn default() -> Self {
        DcqcnConfig {
            enabled: true,
            g: 1.0 / 256.0,
            alpha_update_us: 55,
            rate_increase_us: 55,
            byte_counter_bytes: 10_000_000,
            fast_recovery_steps: 5,
            rate_ai_mbps: 100.0,
            rate_hai_mbps: 1000.0,
            min_rate_mbps: 100.0,
            cnp_interval_us: 50,
        }
    }
}

/// What is recorded for plots.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct OutputConfig {
    /// First sampling period of queue occupancy and of the traced flow's paths; doubled
    /// whenever the number of samples would pass `max_samples`.
    pub sample_interval_ns: u64,
    pub max_samples: u32,
    /// The flow whose per-path window and goodput are plotted.
    pub trace_flow: u32,
    /// When positive, the report gives every flow's delivered bytes at the end of each bin
    /// of this many microseconds (`flows[].delivered_bytes`); 0: off.
    pub delivery_bin_us: u64,
}

impl Default for OutputConfig {
    fn default() -> Self {
        OutputConfig {
            sample_interval_ns: 1000,
            max_samples: 2048,
            trace_flow: 0,
            delivery_bin_us: 0,
        }
    }
}
