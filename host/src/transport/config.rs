//! Configuration of an endpoint and of each connection, with validated defaults.

use std::net::Ipv4Addr;
use std::sync::Arc;
use std::time::Duration;

use super::congestion::{CongestionControlFactory, EcnAimdFactory};
use crate::Error;
use crate::wire::DEFAULT_UDP_PORT;

/// The most paths one connection may use.
pub const MAX_PATHS: u16 = 256;

/// The most UDP source ports one path may spray over.
pub const MAX_ENTROPIES_PER_PATH: u16 = 1024;

/// Settings of one endpoint (one NIC port).
#[derive(Debug, Clone)]
pub struct EndpointConfig {
    /// This endpoint's IPv4 address.
    pub local_addr: Ipv4Addr,
    /// UDP port MetaRoCE listens on.
    pub udp_port: u16,
    /// Ingress line rate in Mb/s, shared out by the receiver's fair-share hints.
    pub ingress_rate_mbps: u32,
    /// Whether incoming CONNECTs are accepted.
    pub accept_incoming: bool,
    /// Whether this endpoint, as a receiver, puts fair-share rate hints in its ACKs.
    pub receiver_hints: bool,
    /// How often the fair shares are recomputed; also the window over which a sender must
    /// have sent to count as active.
    pub hint_interval: Duration,
    /// Whether the senders limited by this receiver's link share it in proportion to the
    /// bytes each has left (so they finish together, what a collective waits for) rather
    /// than evenly.
    pub hints_finish_together: bool,
    /// ACK after this many packets on a path (K).
    pub ack_every_packets: u16,
    /// ACK at the latest this long after the first unacknowledged packet (T).
    pub ack_delay: Duration,
    /// Seed of the connection-id and port scrambling (deterministic per seed).
    pub seed: u64,
}

impl EndpointConfig {
    /// Defaults for an endpoint at `local_addr`: port 4792, 100 Gb/s, hints on (every
    /// 20 µs, senders finishing together), K = 4, T = 10 µs.
    pub fn new(local_addr: Ipv4Addr) -> Self {
        Self {
            local_addr,
            udp_port: DEFAULT_UDP_PORT,
            ingress_rate_mbps: 100_000,
            accept_incoming: true,
            receiver_hints: true,
            hint_interval: Duration::from_micros(20),
            hints_finish_together: true,
            ack_every_packets: 4,
            ack_delay: Duration::from_micros(10),
            seed: 0x4d65_7461_526f_4345,
        }
    }

    pub(crate) fn validate(&self) -> Result<(), Error> {
        let bad = |field, reason: &str| {
            Err(Error::InvalidConfig {
                field,
                reason: reason.to_owned(),
            })
        };
        if self.ack_every_packets == 0 {
            return bad("ack_every_packets", "must be at least 1");
        }
        if self.ingress_rate_mbps == 0 {
            return bad("ingress_rate_mbps", "must be positive");
        }
        if self.hint_interval.is_zero() {
            return bad("hint_interval", "must be positive");
        }
        Ok(())
    }
}

/// Settings of one connection.
#[derive(Debug, Clone)]
pub struct ConnectionConfig {
    /// Paths (UDP source ports) to spray over: 1 to [`MAX_PATHS`]. Default 8.
    pub paths: u16,
    /// Payload bytes per DATA packet. Default 4096.
    pub mtu: u16,
    /// First PSN of every path (a random-looking value exercises wrap-around).
    pub initial_psn: u32,
    /// RTO before the first RTT sample.
    pub initial_rto: Duration,
    /// The longest the peer holds an ACK back (its `EndpointConfig::ack_delay`); the
    /// tail-loss probe waits two srtts plus this. Default 10 µs.
    pub max_ack_delay: Duration,
    /// Smallest RTO.
    pub min_rto: Duration,
    /// Largest RTO (after backoff).
    pub max_rto: Duration,
    /// Consecutive RTOs with no ACK, while a sibling path progresses, that fail a path.
    pub fail_after_rtos: u32,
    /// Rounds (srtts) in a row with at least half the packets CE-marked after which a
    /// path moves to another route, if a sibling is clean (protective re-pathing);
    /// 0 turns it off. Default 3.
    pub repath_congested_rounds: u32,
    /// A congested path (marked within its last RTT, out of slow start) whose rate —
    /// window over smoothed RTT — is below this fraction of the median of its connection's
    /// usable paths moves to another route: its route is shared with more traffic than its
    /// siblings' (an ECMP collision), and the connection's slowest path holds back the end
    /// of its messages. One path of a connection moves at a time; needs three usable
    /// paths. 0 turns it off. Default 0.5.
    pub repath_slow_fraction: f64,
    /// Later packets acknowledged on the same path that declare a packet lost.
    pub reorder_threshold: u64,
    /// UDP source ports (ECMP entropies) each path sprays its DATA packets over, one drawn
    /// per packet; 1 keeps a path on its own single port (one route per path, in order).
    /// With more, a path's packets take many routes and arrive out of order, so a packet
    /// also counts as lost only once it has been outstanding for longer than the path's
    /// `srtt + 4 * rttvar` (routes with longer queues are not losses). The window, RTT,
    /// SACK window and PSNs stay per path, and re-pathing off congestion
    /// (`repath_congested_rounds`, `repath_slow_fraction`) applies only to paths on one
    /// port. 1 to [`MAX_ENTROPIES_PER_PATH`]. Default 64.
    pub entropies_per_path: u16,
    /// A connection with data outstanding and no acknowledgement on any path for this long
    /// (or still unanswered after CONNECTing this long) is lost: it closes and its work
    /// requests complete with `ConnectionClosed`. Default 500 ms.
    pub idle_timeout: Duration,
    /// Wait before resending a SEND refused with RECEIVER_NOT_READY.
    pub rnr_delay: Duration,
    /// RECEIVER_NOT_READY refusals of one message before it fails.
    pub rnr_retries: u32,
    /// Whether to honour the receiver's rate hints.
    pub honour_rate_hints: bool,
    /// Per-path congestion controller.
    pub congestion: Arc<dyn CongestionControlFactory>,
}

impl Default for ConnectionConfig {
    fn default() -> Self {
        Self {
            paths: 8,
            mtu: 4096,
            initial_psn: 0,
            initial_rto: Duration::from_micros(200),
            max_ack_delay: Duration::from_micros(10),
            min_rto: Duration::from_micros(100),
            max_rto: Duration::from_millis(100),
            fail_after_rtos: 3,
            repath_congested_rounds: 3,
            repath_slow_fraction: 0.5,
            reorder_threshold: 3,
            entropies_per_path: 64,
            rnr_delay: Duration::from_micros(100),
            rnr_retries: 7,
            idle_timeout: Duration::from_millis(500),
            honour_rate_hints: true,
            congestion: Arc::new(EcnAimdFactory::default()),
        }
    }
}

impl ConnectionConfig {
    pub(crate) fn validate(&self) -> Result<(), Error> {
        let bad = |field, reason: String| Err(Error::InvalidConfig { field, reason });
        if self.paths == 0 || self.paths > MAX_PATHS {
            return bad("paths", format!("{} is not in 1..={MAX_PATHS}", self.paths));
        }
        if self.mtu < 64 {
            return bad("mtu", format!("{} is below 64 bytes", self.mtu));
        }
        if self.min_rto.is_zero() || self.min_rto > self.max_rto {
            return bad("min_rto", "must be positive and at most max_rto".into());
        }
        if self.fail_after_rtos == 0 {
            return bad("fail_after_rtos", "must be at least 1".into());
        }
        if self.idle_timeout < self.max_rto {
            return bad("idle_timeout", "must be at least max_rto".into());
        }
        if self.reorder_threshold == 0 {
            return bad("reorder_threshold", "must be at least 1".into());
        }
        if self.entropies_per_path == 0 || self.entropies_per_path > MAX_ENTROPIES_PER_PATH {
            return bad(
                "entropies_per_path",
                format!(
                    "{} is not in 1..={MAX_ENTROPIES_PER_PATH}",
                    self.entropies_per_path
                ),
            );
        }
        Ok(())
    }
}
