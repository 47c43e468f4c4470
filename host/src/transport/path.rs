//! The sender's half of one path: PSNs, the packets in flight, loss detection, RTT, the
//! congestion window and the path's health.
//!
//! A path is one UDP source port, hence one route through an ECMP fabric and FIFO in the
//! network. That is what makes per-path loss detection exact: when packets sent later on
//! the same path are acknowledged, an earlier unacknowledged one was lost — cross-path
//! reordering is never mistaken for loss because each path has its own PSN space.

use std::collections::VecDeque;
use std::time::Duration;

use super::congestion::{AckSample, CcMetrics, CongestionControl};
use super::rtt::RttEstimator;
use super::spray::{Spray, spray_port};
use crate::Instant;
use crate::wire::{AckRepr, SACK_WINDOW};

/// Health of a path as the sender sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PathState {
    /// ACKs flow, no recent CE marks.
    Active,
    /// ACKs flow and carry CE marks: congested, not broken. The window shrinks; the path
    /// stays in use.
    Congested,
    /// The retransmission timer fired with no ACK since; only retransmissions are sent.
    Suspect,
    /// Declared failed (repeated timeouts while siblings progressed); being re-pathed.
    Failed,
    /// Re-pathed to a new source port and epoch; a PROBE is out, no data until it is answered.
    Probing,
}

/// A segment of a message: what a DATA packet carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SegmentRef {
    /// Connection-local message id.
    pub msg: u64,
    /// Segment index in the message (offset = index * MTU).
    pub index: u32,
    /// Send attempt of the message (bumped when a SEND is restarted after RECEIVER_NOT_READY).
    pub attempt: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SlotState {
    InFlight,
    Lost,
    Acked,
}

#[derive(Debug, Clone, Copy)]
struct SentSlot {
    psn: u32,
    seg: SegmentRef,
    tx_seq: u64,
    /// When its latest transmission left.
    sent_at: Instant,
    /// The entropy its latest transmission took (0 on a path that does not spray).
    entropy: u16,
    bytes: u32,
    state: SlotState,
}

/// Counters of one path, for monitoring and tests.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PathStats {
    /// DATA packets sent, retransmissions included.
    pub packets_sent: u64,
    /// Payload bytes sent, retransmissions included.
    pub bytes_sent: u64,
    /// Retransmissions sent on this path.
    pub retransmits: u64,
    /// Tail-loss probes sent (a retransmission of the newest packet after two srtts of
    /// silence).
    pub tail_probes: u64,
    /// Packets declared lost (by the later-ACK rule or a timeout).
    pub lost: u64,
    /// Packets acknowledged.
    pub acked: u64,
    /// CE marks reported by the receiver.
    pub ce_marks: u64,
    /// Retransmission timeouts.
    pub rtos: u64,
    /// Times the path was declared failed.
    pub failures: u64,
    /// Times the path moved to a new source port.
    pub repaths: u64,
    /// Times the path moved off a persistently congested route (not a failure).
    pub congestion_repaths: u64,
    /// ACKs ignored as stale (old epoch) or inconsistent (cumulative PSN beyond what was
    /// sent).
    pub bad_acks: u64,
    /// ACKs ignored because a newer one already acknowledged more: they took a slower
    /// route back (every ACK's information is in the receiver's later ACKs).
    pub overtaken_acks: u64,
}

/// What an ACK did to the path.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AckEffect {
    /// Packets newly acknowledged.
    pub newly_acked: u64,
    /// Packets newly declared lost.
    pub newly_lost: u64,
}

/// A PROBE waiting to be (re)sent.
#[derive(Debug, Clone, Copy)]
struct Probe {
    due: Instant,
    attempts: u32,
}

/// The sender's state of one path.
#[derive(Debug)]
pub struct PathTx {
    id: u16,
    epoch: u8,
    src_port: u16,
    /// Per-packet entropy spraying, if the path sprays.
    spray: Option<Spray>,
    state: PathState,
    next_psn: u32,
    snd_una: u32,
    slots: Box<[Option<SentSlot>]>,
    tx_order: VecDeque<(u64, u32)>,
    next_tx_seq: u64,
    largest_acked_tx: Option<u64>,
    retransmit: VecDeque<u32>,
    bytes_in_flight: u64,
    rtt: RttEstimator,
    cc: Box<dyn CongestionControl>,
    last_ce_count: u32,
    last_ce_at: Option<Instant>,
    last_ack_at: Option<Instant>,
    suspect_since: Option<Instant>,
    consecutive_rtos: u32,
    rto_deadline: Option<Instant>,
    /// Transmissions numbered below this were in flight when the timer last fired.
    rto_tx_mark: Option<u64>,
    probe: Option<Probe>,
    /// The current round (one srtt) of CE accounting: start, packets acked, marked.
    ce_round: (Option<Instant>, u64, u64),
    /// Consecutive rounds in which at least half the acknowledged packets were marked.
    congested_rounds: u32,
    /// Taking no new data, so that it can move to another route once empty.
    draining: bool,
    /// Its unacknowledged segments were copied to the siblings during this timeout streak.
    rescued: bool,
    /// When the tail-loss probe fires if nothing is acknowledged or sent before.
    tlp_deadline: Option<Instant>,
    /// Spraying: when the oldest packet that later packets overtook becomes old enough to
    /// count as lost, if no ACK comes to tell before.
    reorder_deadline: Option<Instant>,
    stats: PathStats,
}

/// Where an ACK came from, besides its body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AckOrigin {
    /// The path epoch in its header.
    pub epoch: u8,
    /// The UDP source port it left the receiver from: the port of the DATA packet that
    /// prompted it.
    pub port: u16,
}

/// When a path declares an unacknowledged packet lost (besides its timers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LossRule {
    /// This many later transmissions of the path have been acknowledged.
    pub later_acked: u64,
    /// And, for a path spraying over several routes, the packet has been outstanding for
    /// longer than `srtt + 4 * rttvar` plus this (the peer's longest ACK delay: a packet
    /// that arrived last on a slower route waits for the receiver's next ACK).
    pub spray_slack: Option<Duration>,
}

/// RTO settings a path needs.
#[derive(Debug, Clone, Copy)]
pub struct RtoConfig {
    /// Before the first sample.
    pub initial: Duration,
    /// Lower clamp.
    pub min: Duration,
    /// Upper clamp.
    pub max: Duration,
    /// The longest the peer may hold back an ACK (its ACK timer): the tail-loss probe
    /// waits two srtts plus this.
    pub max_ack_delay: Duration,
}

impl PathTx {
    /// A fresh path with PSNs starting at `first_psn`.
    pub fn new(id: u16, src_port: u16, first_psn: u32, cc: Box<dyn CongestionControl>) -> Self {
        Self {
            id,
            epoch: 0,
            src_port,
            spray: None,
            state: PathState::Active,
            next_psn: first_psn,
            snd_una: first_psn,
            slots: vec![None; SACK_WINDOW].into_boxed_slice(),
            tx_order: VecDeque::new(),
            next_tx_seq: 0,
            largest_acked_tx: None,
            retransmit: VecDeque::new(),
            bytes_in_flight: 0,
            rtt: RttEstimator::new(),
            cc,
            last_ce_count: 0,
            last_ce_at: None,
            last_ack_at: None,
            suspect_since: None,
            consecutive_rtos: 0,
            rto_deadline: None,
            rto_tx_mark: None,
            probe: None,
            ce_round: (None, 0, 0),
            congested_rounds: 0,
            draining: false,
            rescued: false,
            tlp_deadline: None,
            reorder_deadline: None,
            stats: PathStats::default(),
        }
    }

    /// Path id.
    pub fn id(&self) -> u16 {
        self.id
    }
    /// Current epoch.
    pub fn epoch(&self) -> u8 {
        self.epoch
    }
    /// Current UDP source port.
    pub fn src_port(&self) -> u16 {
        self.src_port
    }

    /// The path sprays its packets over `entropies` source ports (see [`Spray`]).
    pub fn spraying(mut self, entropies: u16, seed: u64) -> Self {
        self.spray = Some(Spray::new(entropies, seed));
        self
    }

    /// Every UDP source port the path's DATA may take now: its own port, or its sprayed
    /// entropies' (entropy 0 first).
    pub fn data_ports(&self) -> impl Iterator<Item = u16> + '_ {
        let entropies = self.spray.as_ref().map_or(1, Spray::entropies);
        (0..entropies).map(|entropy| spray_port(self.src_port, entropy))
    }

    /// The UDP source port of the latest transmission of `psn` (the path's own port if
    /// the path does not spray, or `psn` is not in flight).
    pub fn port_of(&self, psn: u32) -> u16 {
        spray_port(self.src_port, self.slot(psn).map_or(0, |s| s.entropy))
    }

    /// Draws the entropy of a packet about to be sent (0, the path's own port, if the path
    /// does not spray).
    fn next_entropy(&mut self, now: Instant) -> u16 {
        self.spray.as_mut().map_or(0, |spray| spray.draw(now))
    }

    /// Health.
    pub fn state(&self) -> PathState {
        self.state
    }
    /// Counters.
    pub fn stats(&self) -> PathStats {
        self.stats
    }
    /// RTT estimate.
    pub fn rtt(&self) -> &RttEstimator {
        &self.rtt
    }
    /// Congestion controller figures.
    pub fn cc_metrics(&self) -> CcMetrics {
        self.cc.metrics()
    }
    /// Bytes in flight.
    pub fn bytes_in_flight(&self) -> u64 {
        self.bytes_in_flight
    }
    /// Congestion window in bytes.
    pub fn window(&self) -> u64 {
        self.cc.window()
    }
    /// When the path was last acknowledged.
    pub fn last_ack_at(&self) -> Option<Instant> {
        self.last_ack_at
    }
    /// Since when the path has been timing out, if it is.
    pub fn suspect_since(&self) -> Option<Instant> {
        self.suspect_since
    }
    /// Consecutive timeouts without an ACK.
    pub fn consecutive_rtos(&self) -> u32 {
        self.consecutive_rtos
    }

    fn slot(&self, psn: u32) -> Option<&SentSlot> {
        self.slots[psn as usize % SACK_WINDOW]
            .as_ref()
            .filter(|s| s.psn == psn)
    }

    fn slot_mut(&mut self, psn: u32) -> Option<&mut SentSlot> {
        self.slots[psn as usize % SACK_WINDOW]
            .as_mut()
            .filter(|s| s.psn == psn)
    }

    fn outstanding(&self) -> u32 {
        self.next_psn.wrapping_sub(self.snd_una)
    }

    /// Whether a new packet of `bytes` may go out now: the path carries data, its window
    /// has room, and the receiver's 256-PSN SACK window would cover it.
    pub fn can_send_new(&self, bytes: u64) -> bool {
        matches!(self.state, PathState::Active | PathState::Congested)
            && !self.draining
            && (self.outstanding() as usize) < SACK_WINDOW
            && self.bytes_in_flight + bytes <= self.cc.window().max(bytes)
            && self.retransmit.is_empty()
    }

    /// The next lost packet to retransmit on this path, if the window allows: its PSN
    /// and segment. Packets acknowledged since they were declared lost are skipped.
    pub fn next_retransmit(&mut self) -> Option<(u32, SegmentRef)> {
        if matches!(self.state, PathState::Failed | PathState::Probing) {
            return None;
        }
        while let Some(&psn) = self.retransmit.front() {
            match self.slot(psn) {
                Some(slot) if slot.state == SlotState::Lost => {
                    let bytes = u64::from(slot.bytes);
                    // After a timeout the one resent packet goes out whatever the window.
                    let after_timeout = self.rto_tx_mark.is_some();
                    if !after_timeout
                        && self.bytes_in_flight > 0
                        && self.bytes_in_flight + bytes > self.cc.window()
                    {
                        return None;
                    }
                    return Some((psn, slot.seg));
                }
                _ => {
                    self.retransmit.pop_front();
                }
            }
        }
        None
    }

    /// Whether a retransmission is waiting (regardless of the window).
    pub fn has_retransmit(&self) -> bool {
        !self.retransmit.is_empty()
    }

    /// (Re)arms the tail-loss probe two srtts from now while packets are in flight: if the
    /// last packets of a burst are lost, no later packet will reveal it, and waiting for
    /// the RTO would cost much more than one extra packet.
    fn arm_tail_probe(&mut self, now: Instant, rto: RtoConfig) {
        self.tlp_deadline = match self.rtt.smoothed() {
            Some(srtt) if self.bytes_in_flight > 0 => {
                Some(now + (srtt * 2 + rto.max_ack_delay).max(rto.min / 2))
            }
            _ => None,
        };
    }

    fn arm_rto(&mut self, now: Instant, rto: RtoConfig) {
        if self.rto_deadline.is_none() && self.bytes_in_flight > 0 {
            let backoff = 1u32 << self.consecutive_rtos.min(6);
            let timeout = (self.rtt.rto(rto.initial, rto.min, rto.max) * backoff).min(rto.max);
            self.rto_deadline = Some(now + timeout);
        }
    }

    /// Records a new packet of `seg` (`bytes` of payload) and returns its PSN.
    pub fn on_send_new(
        &mut self,
        now: Instant,
        seg: SegmentRef,
        bytes: u32,
        rto: RtoConfig,
    ) -> u32 {
        let entropy = self.next_entropy(now);
        let psn = self.next_psn;
        self.next_psn = psn.wrapping_add(1);
        let tx_seq = self.next_tx_seq;
        self.next_tx_seq += 1;
        self.slots[psn as usize % SACK_WINDOW] = Some(SentSlot {
            psn,
            seg,
            tx_seq,
            sent_at: now,
            entropy,
            bytes,
            state: SlotState::InFlight,
        });
        self.tx_order.push_back((tx_seq, psn));
        self.bytes_in_flight += u64::from(bytes);
        self.stats.packets_sent += 1;
        self.stats.bytes_sent += u64::from(bytes);
        self.cc.on_sent(now, u64::from(bytes));
        self.arm_rto(now, rto);
        self.arm_tail_probe(now, rto);
        psn
    }

    /// Records the retransmission of lost packet `psn` (returned by
    /// [`next_retransmit`](Self::next_retransmit)).
    pub fn on_send_retransmit(&mut self, now: Instant, psn: u32, rto: RtoConfig) {
        let entropy = self.next_entropy(now);
        let tx_seq = self.next_tx_seq;
        self.next_tx_seq += 1;
        let Some(slot) = self.slot_mut(psn) else {
            return;
        };
        slot.tx_seq = tx_seq;
        slot.sent_at = now;
        slot.entropy = entropy;
        slot.state = SlotState::InFlight;
        let bytes = slot.bytes;
        if self.retransmit.front() == Some(&psn) {
            self.retransmit.pop_front();
        }
        self.tx_order.push_back((tx_seq, psn));
        self.bytes_in_flight += u64::from(bytes);
        self.stats.packets_sent += 1;
        self.stats.bytes_sent += u64::from(bytes);
        self.stats.retransmits += 1;
        self.cc.on_sent(now, u64::from(bytes));
        self.arm_rto(now, rto);
    }

    /// Processes an ACK of this path. `on_acked` is called once for every packet newly
    /// acknowledged, with its segment.
    pub fn on_ack(
        &mut self,
        now: Instant,
        from: AckOrigin,
        ack: &AckRepr,
        loss_rule: LossRule,
        rto: RtoConfig,
        mut on_acked: impl FnMut(SegmentRef),
    ) -> AckEffect {
        let mut effect = AckEffect::default();
        if from.epoch != self.epoch {
            self.stats.bad_acks += 1;
            return effect;
        }
        let cum_advance = ack.cum_psn.wrapping_sub(self.snd_una);
        if cum_advance > self.outstanding() {
            let behind = self.snd_una.wrapping_sub(ack.cum_psn);
            if behind as usize <= SACK_WINDOW {
                self.stats.overtaken_acks += 1;
            } else {
                self.stats.bad_acks += 1;
            }
            return effect;
        }
        if self.state == PathState::Probing {
            // The answer to our PROBE: the new route works.
            self.state = PathState::Active;
            self.probe = None;
        }
        let mut acked_bytes = 0u64;
        let mut mark = |path: &mut Self, psn: u32| {
            if let Some(slot) = path.slot_mut(psn)
                && slot.state != SlotState::Acked
            {
                let was_in_flight = slot.state == SlotState::InFlight;
                slot.state = SlotState::Acked;
                let (tx_seq, bytes, seg) = (slot.tx_seq, slot.bytes, slot.seg);
                if was_in_flight {
                    path.bytes_in_flight -= u64::from(bytes);
                }
                path.largest_acked_tx =
                    Some(path.largest_acked_tx.map_or(tx_seq, |l| l.max(tx_seq)));
                acked_bytes += u64::from(bytes);
                effect.newly_acked += 1;
                on_acked(seg);
            }
        };
        for i in 0..cum_advance {
            mark(self, self.snd_una.wrapping_add(i));
        }
        // Walk the SACK bitmap a 64-bit word at a time, set bits only.
        let beyond = self.next_psn.wrapping_sub(ack.cum_psn) as usize;
        for (w, chunk) in ack.sack.data.chunks_exact(8).enumerate() {
            let mut word = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
            while word != 0 {
                let i = w * 64 + word.trailing_zeros() as usize;
                if i >= beyond {
                    break;
                }
                mark(self, ack.cum_psn.wrapping_add(i as u32));
                word &= word - 1;
            }
        }
        while self.snd_una != self.next_psn
            && self
                .slot(self.snd_una)
                .is_none_or(|s| s.state == SlotState::Acked)
        {
            self.slots[self.snd_una as usize % SACK_WINDOW] = None;
            self.snd_una = self.snd_una.wrapping_add(1);
        }

        // ECN: the count is cumulative per epoch, so lost ACKs lose no marks.
        let ce_delta = ack.ce_count.wrapping_sub(self.last_ce_count);
        let ce_delta = if ce_delta < 1 << 31 { ce_delta } else { 0 };
        self.last_ce_count = self.last_ce_count.wrapping_add(ce_delta);
        self.stats.ce_marks += u64::from(ce_delta);
        self.stats.acked += effect.newly_acked;

        if effect.newly_acked > 0 {
            if ack.echo_timestamp > 0 && ack.echo_timestamp <= now.as_nanos() {
                self.rtt
                    .update(Duration::from_nanos(now.as_nanos() - ack.echo_timestamp));
            }
            self.last_ack_at = Some(now);
            self.consecutive_rtos = 0;
            self.suspect_since = None;
            self.rescued = false;
            let srtt = self.rtt.smoothed().unwrap_or(rto.initial);
            let sample = AckSample {
                acked_bytes,
                acked_packets: effect.newly_acked,
                ce_packets: u64::from(ce_delta),
                srtt,
                in_flight_before: self.bytes_in_flight + acked_bytes,
            };
            self.cc.on_ack(now, &sample);
        }
        if ce_delta > 0 {
            self.last_ce_at = Some(now);
        }
        if let Some(spray) = &mut self.spray
            && effect.newly_acked > 0
            && ce_delta == 0
        {
            spray.on_clean_ack(self.src_port, from.port);
        }
        self.count_ce_round(now, effect.newly_acked, u64::from(ce_delta));
        self.state = match self.state {
            PathState::Failed | PathState::Probing => self.state,
            _ if self.recently_marked(now) => PathState::Congested,
            PathState::Suspect if effect.newly_acked == 0 => PathState::Suspect,
            _ => PathState::Active,
        };

        effect.newly_lost = self.detect_losses(now, loss_rule);
        self.rto_deadline = None;
        self.arm_rto(now, rto);
        if effect.newly_acked > 0 {
            self.arm_tail_probe(now, rto);
        }
        effect
    }

    /// Closes a round of CE accounting every srtt: a round where at least half of the
    /// acknowledged packets were marked extends the run of congested rounds.
    fn count_ce_round(&mut self, now: Instant, acked: u64, marked: u64) {
        let srtt = self.rtt.smoothed().unwrap_or(Duration::from_micros(10));
        let (start, round_acked, round_marked) = &mut self.ce_round;
        let began = *start.get_or_insert(now);
        *round_acked += acked;
        *round_marked += marked;
        if now.saturating_duration_since(began) >= srtt && *round_acked > 0 {
            if *round_marked * 2 >= *round_acked {
                self.congested_rounds += 1;
            } else {
                self.congested_rounds = 0;
            }
            self.ce_round = (Some(now), 0, 0);
        }
    }

    /// Consecutive rounds of heavy CE marking.
    pub fn congested_rounds(&self) -> u32 {
        self.congested_rounds
    }

    /// Whether the path is emptying itself to move off a congested route.
    pub fn is_draining(&self) -> bool {
        self.draining
    }

    /// Stops new data on this path so it can move off its congested route once empty.
    pub fn start_draining(&mut self) {
        self.draining = true;
    }

    /// Whether nothing of this path is unacknowledged.
    pub fn is_empty(&self) -> bool {
        self.outstanding() == 0 && self.retransmit.is_empty()
    }

    /// Moves an empty, draining path to `new_port` (another ECMP route) and the next epoch.
    /// Unlike a failure nothing is lost or handed to siblings: the path was empty.
    pub fn repath_off_congestion(
        &mut self,
        now: Instant,
        new_port: u16,
        cc: Box<dyn CongestionControl>,
    ) {
        debug_assert!(self.is_empty());
        self.draining = false;
        self.congested_rounds = 0;
        self.ce_round = (None, 0, 0);
        self.state = PathState::Probing;
        self.stats.congestion_repaths += 1;
        self.repath(now, new_port, cc);
    }

    fn recently_marked(&self, now: Instant) -> bool {
        let window = self.rtt.smoothed().unwrap_or(Duration::from_micros(10));
        self.last_ce_at
            .is_some_and(|at| now.saturating_duration_since(at) <= window)
    }

    /// A packet is lost once a packet sent at least `rule.later_acked` transmissions after
    /// it on the same path has been acknowledged — on a path that sprays, only once it is
    /// also older than the path's RTT spread (see [`LossRule`]).
    fn detect_losses(&mut self, now: Instant, rule: LossRule) -> u64 {
        let Some(largest) = self.largest_acked_tx else {
            return 0;
        };
        let threshold = rule.later_acked;
        // Spraying: a later packet may have taken a shorter queue, so a packet is lost only
        // once it is also older than any round trip the path's routes plausibly take.
        let min_age = match (rule.spray_slack, self.rtt.smoothed()) {
            (None, _) => Duration::ZERO,
            (Some(slack), Some(srtt)) => srtt + self.rtt.variation() * 4 + slack,
            (Some(_), None) => Duration::MAX,
        };
        // After a timeout, once anything sent after it is acknowledged, whatever was sent
        // before it and is still unacknowledged is lost (FIFO path, and the timeout already
        // waited out any delay).
        let timed_out_below = match self.rto_tx_mark {
            Some(mark) if largest >= mark => {
                self.rto_tx_mark = None;
                mark
            }
            _ => 0,
        };
        let mut lost = 0;
        let mut lost_bytes = 0;
        self.reorder_deadline = None;
        while let Some(&(tx_seq, psn)) = self.tx_order.front() {
            let live = self
                .slot(psn)
                .is_some_and(|s| s.tx_seq == tx_seq && s.state == SlotState::InFlight);
            if live {
                let overtaken = largest >= tx_seq + threshold;
                let sent_at = self.slot(psn).map_or(now, |s| s.sent_at);
                let young = now.saturating_duration_since(sent_at) <= min_age;
                let waiting = !overtaken || (rule.spray_slack.is_some() && young);
                if waiting && tx_seq >= timed_out_below {
                    if overtaken && min_age < Duration::MAX {
                        self.reorder_deadline = Some(sent_at + min_age + Duration::from_nanos(1));
                    }
                    break;
                }
                let slot = self.slot_mut(psn).expect("live slot");
                slot.state = SlotState::Lost;
                let (bytes, entropy) = (u64::from(slot.bytes), slot.entropy);
                if let Some(spray) = &mut self.spray {
                    spray.on_lost(now, entropy);
                }
                self.bytes_in_flight -= bytes;
                self.retransmit.push_back(psn);
                lost += 1;
                lost_bytes += bytes;
            }
            self.tx_order.pop_front();
        }
        if lost > 0 {
            self.stats.lost += lost;
            // A drop is congestive (a buffer overflowed) only next to heavy marking: ECN
            // marks from far below the buffer size, so a full buffer means most packets
            // around the drop were marked. A drop amid light or no marking is corruption
            // or a random drop, and the window stays.
            let (_, round_acked, round_marked) = self.ce_round;
            let congestive =
                self.congested_rounds > 0 || (round_acked > 0 && round_marked * 2 >= round_acked);
            self.cc.on_loss(now, lost_bytes, congestive);
        }
        lost
    }

    /// The earliest time this path needs [`on_timeout`](Self::on_timeout).
    pub fn next_deadline(&self) -> Option<Instant> {
        [self.rto_deadline, self.tlp_deadline, self.reorder_deadline]
            .into_iter()
            .flatten()
            .min()
    }

    /// When a PROBE is due to be sent (by `poll_probe`), if one is pending.
    pub fn probe_due(&self) -> Option<Instant> {
        self.probe.map(|p| p.due)
    }

    /// Fires the path's timers that are due. The tail-loss probe resends the newest packet
    /// in flight (window untouched); its ACK shows what before it was lost. The
    /// retransmission timer resends the oldest packet in flight, collapses the window and
    /// makes the path suspect. Returns whether the retransmission timer fired.
    ///
    /// The probe is only for a tail: with `more_data` (new data still waiting to go out)
    /// later packets will reveal any loss, so a due probe is dropped instead.
    pub fn on_timeout(
        &mut self,
        now: Instant,
        rto: RtoConfig,
        loss_rule: LossRule,
        more_data: bool,
    ) -> bool {
        if self.reorder_deadline.is_some_and(|at| at <= now) {
            self.detect_losses(now, loss_rule);
        }
        if self.tlp_deadline.is_some_and(|at| at <= now) {
            self.tlp_deadline = None;
            if !more_data {
                self.send_tail_probe();
            }
        }
        let Some(deadline) = self.rto_deadline else {
            return false;
        };
        if now < deadline {
            return false;
        }
        self.tlp_deadline = None;
        self.rto_deadline = None;
        self.stats.rtos += 1;
        self.consecutive_rtos += 1;
        self.suspect_since.get_or_insert(now);
        // Resend only the oldest packet in flight: its ACK (or the SACK state it brings
        // back) tells which of the others were really lost, so a lost ACK does not turn
        // into a window of spurious retransmissions.
        self.rto_tx_mark = Some(self.next_tx_seq);
        let oldest = (0..self.outstanding())
            .map(|i| self.snd_una.wrapping_add(i))
            .find(|&psn| {
                self.slot(psn)
                    .is_some_and(|s| s.state == SlotState::InFlight)
            });
        if let Some(psn) = oldest {
            let slot = self.slot_mut(psn).expect("in flight");
            slot.state = SlotState::Lost;
            let bytes = u64::from(slot.bytes);
            self.bytes_in_flight -= bytes;
            self.retransmit.push_front(psn);
            self.stats.lost += 1;
        }
        self.cc.on_timeout(now);
        if matches!(self.state, PathState::Active | PathState::Congested) {
            self.state = PathState::Suspect;
        }
        // Keep a timer running while anything is unacknowledged, so no state can stall.
        self.arm_rto(now, rto);
        true
    }

    fn send_tail_probe(&mut self) {
        let newest = (0..self.outstanding())
            .rev()
            .map(|i| self.snd_una.wrapping_add(i))
            .find(|&psn| {
                self.slot(psn)
                    .is_some_and(|s| s.state == SlotState::InFlight)
            });
        let Some(psn) = newest else {
            return;
        };
        // Everything sent before the probe and still unacknowledged once the probe is
        // acknowledged was lost (FIFO path), as after a timeout.
        self.rto_tx_mark = Some(self.next_tx_seq);
        let slot = self.slot_mut(psn).expect("in flight");
        slot.state = SlotState::Lost;
        let bytes = u64::from(slot.bytes);
        self.bytes_in_flight -= bytes;
        self.retransmit.push_front(psn);
        self.stats.tail_probes += 1;
    }

    /// Whether this timeout streak's segments were already copied to the siblings.
    pub fn is_rescued(&self) -> bool {
        self.rescued
    }

    /// Hands a copy of every unacknowledged segment to `resend` (for the siblings), once
    /// per timeout streak. The path keeps its own copies to retransmit if it recovers.
    pub fn rescue(&mut self, mut resend: impl FnMut(SegmentRef)) {
        if self.rescued {
            return;
        }
        self.rescued = true;
        for i in 0..self.outstanding() {
            if let Some(slot) = self.slot(self.snd_una.wrapping_add(i))
                && slot.state != SlotState::Acked
            {
                resend(slot.seg);
            }
        }
    }

    /// Declares the path failed and re-paths it at once: every unacknowledged segment not
    /// already rescued is handed to `resend` (for the sibling paths), the path moves to
    /// `new_port` and the next epoch, and a PROBE is due now. The congestion state restarts
    /// with `cc`.
    pub fn fail_and_repath(
        &mut self,
        now: Instant,
        new_port: u16,
        cc: Box<dyn CongestionControl>,
        mut resend: impl FnMut(SegmentRef),
    ) {
        if !self.rescued {
            for i in 0..self.outstanding() {
                let psn = self.snd_una.wrapping_add(i);
                if let Some(slot) = self.slot(psn)
                    && slot.state != SlotState::Acked
                {
                    resend(slot.seg);
                }
            }
        }
        self.rescued = false;
        self.slots.iter_mut().for_each(|s| *s = None);
        self.tx_order.clear();
        self.retransmit.clear();
        self.largest_acked_tx = None;
        self.bytes_in_flight = 0;
        self.snd_una = self.next_psn;
        self.state = PathState::Probing;
        self.stats.failures += 1;
        self.repath(now, new_port, cc);
    }

    fn repath(&mut self, now: Instant, new_port: u16, cc: Box<dyn CongestionControl>) {
        self.epoch = self.epoch.wrapping_add(1);
        self.src_port = new_port;
        if let Some(spray) = &mut self.spray {
            spray.forget_losses();
        }
        self.stats.repaths += 1;
        self.rtt = RttEstimator::new();
        self.cc = cc;
        self.last_ce_count = 0;
        self.last_ce_at = None;
        self.consecutive_rtos = 0;
        self.suspect_since = None;
        self.rto_deadline = None;
        self.rto_tx_mark = None;
        self.probe = Some(Probe {
            due: now,
            attempts: 0,
        });
    }

    /// If a PROBE is due, returns the epoch's first PSN and records it as sent (to be
    /// re-sent after `timeout`). After `max_attempts` unanswered probes the path moves to
    /// `fallback_port` (another route) and probes again.
    pub fn poll_probe(
        &mut self,
        now: Instant,
        timeout: Duration,
        max_attempts: u32,
        fallback_port: impl FnOnce(u8) -> u16,
        fresh_cc: impl FnOnce() -> Box<dyn CongestionControl>,
    ) -> Option<u32> {
        let probe = self.probe?;
        if now < probe.due {
            return None;
        }
        if probe.attempts >= max_attempts {
            let port = fallback_port(self.epoch.wrapping_add(1));
            self.repath(now, port, fresh_cc());
        }
        let probe = self.probe.as_mut().expect("probe pending");
        probe.attempts += 1;
        probe.due = now + timeout;
        Some(self.next_psn)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transport::congestion::{EcnAimd, EcnAimdConfig};
    use crate::wire::SackBits;

    const RTO: RtoConfig = RtoConfig {
        initial: Duration::from_micros(200),
        min: Duration::from_micros(100),
        max: Duration::from_millis(100),
        max_ack_delay: Duration::from_micros(10),
    };
    const RULE: LossRule = LossRule {
        later_acked: 3,
        spray_slack: Some(Duration::from_micros(10)),
    };

    fn spraying_path() -> PathTx {
        let cc = Box::new(EcnAimd::new(EcnAimdConfig::default(), 4096));
        PathTx::new(0, 50_000, 0, cc).spraying(64, 11)
    }

    fn send(path: &mut PathTx, now: Instant, index: u32) -> u16 {
        let seg = SegmentRef {
            msg: 0,
            index,
            attempt: 0,
        };
        let psn = path.on_send_new(now, seg, 4096, RTO);
        path.port_of(psn)
    }

    /// Sends two packets, ACKs both from the first one's port with `ce_count` marks, and
    /// returns that port and the port of the packet sent next.
    fn port_after_ack(ce_count: u32) -> (u16, u16) {
        let mut path = spraying_path();
        let t0 = Instant::from_nanos(1_000);
        let first = send(&mut path, t0, 0);
        send(&mut path, t0, 1);
        let ack = AckRepr {
            cum_psn: 2,
            ce_count,
            rate_hint_mbps: 0,
            echo_timestamp: t0.as_nanos(),
            sack: SackBits::ZERO,
        };
        let later = t0 + Duration::from_micros(10);
        let from = AckOrigin {
            epoch: 0,
            port: first,
        };
        path.on_ack(later, from, &ack, RULE, RTO, |_| {});
        (first, send(&mut path, later, 2))
    }

    #[test]
    fn the_entropy_of_a_clean_ack_carries_the_next_packet() {
        let (acked_port, next) = port_after_ack(0);
        assert_eq!(next, acked_port);
    }

    #[test]
    fn the_entropy_of_a_marked_ack_is_not_reused_on_purpose() {
        let (acked_port, next) = port_after_ack(1);
        assert_ne!(
            next, acked_port,
            "a fresh draw (this seed's is another entropy)"
        );
    }

    #[test]
    fn an_ack_overtaken_by_a_newer_one_is_ignored_and_counted_apart_from_bad_ones() {
        let mut path = spraying_path();
        let t0 = Instant::from_nanos(1_000);
        for index in 0..4 {
            send(&mut path, t0, index);
        }
        let ack = |cum_psn| AckRepr {
            cum_psn,
            ce_count: 0,
            rate_hint_mbps: 0,
            echo_timestamp: t0.as_nanos(),
            sack: SackBits::ZERO,
        };
        let from = AckOrigin {
            epoch: 0,
            port: 50_000,
        };
        let later = t0 + Duration::from_micros(10);
        assert_eq!(
            path.on_ack(later, from, &ack(3), RULE, RTO, |_| {})
                .newly_acked,
            3
        );
        // The ACK of the first two packets arrives last, then one of a PSN never sent.
        assert_eq!(
            path.on_ack(later, from, &ack(2), RULE, RTO, |_| {})
                .newly_acked,
            0
        );
        assert_eq!(
            path.on_ack(later, from, &ack(9), RULE, RTO, |_| {})
                .newly_acked,
            0
        );
        let stats = path.stats();
        assert_eq!((stats.overtaken_acks, stats.bad_acks), (1, 1));
        assert_eq!(stats.acked, 3);
    }
}
