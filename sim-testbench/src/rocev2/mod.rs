//! The RoCEv2 baseline transport, as deployed without PFC-free extensions: one QP per flow,
//! one network path per QP (the UDP source port is fixed per QP, so ECMP pins the flow),
//! go-back-N loss recovery on NAK or timeout, and DCQCN rate control. PFC, when enabled, is a
//! property of the switches (`[switch] pfc`), not of this code.

mod dcqcn;
mod header;
mod receiver;
mod sender;

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::net::Ipv4Addr;

use dcqcn::DcqcnParams;
use header::{
    FLAG_ACK_REQUEST, FLAG_FIRST, FLAG_LAST, HEADER_LEN, Header, Opcode, ROCEV2_UDP_PORT,
};
use receiver::{Placement, RecvQp, Reply};
use sender::SendQp;

use crate::endpoint::{FlowEvent, FlowProgress, PathSample, TransportCounters, TransportEndpoint};
use crate::error::SimError;
use crate::ids::{FlowId, HostId};
use crate::packet::{self, Ecn, FiveTuple, Packet};
use crate::rng::mix64;
use crate::scenario::Scenario;
use crate::time::SimTime;
use crate::workload::FlowSpec;

/// Settings shared by every RoCEv2 endpoint of a run.
#[derive(Clone, Copy, Debug)]
pub struct RoceSettings {
    mtu: u32,
    rto_ps: u64,
    ack_every: u32,
    cnp_interval_ps: u64,
    dcqcn: Option<DcqcnParams>,
    line: DcqcnParams,
    seed: u64,
}

impl RoceSettings {
    pub fn new(scenario: &Scenario) -> Self {
        let t = &scenario.transport;
        let line = DcqcnParams::new(&t.dcqcn, scenario.topology.link_gbps);
        RoceSettings {
            mtu: scenario.topology.mtu_bytes,
            rto_ps: SimTime::from_us(t.rocev2.rto_us).as_ps(),
            ack_every: t.rocev2.ack_every,
            cnp_interval_ps: SimTime::from_us(t.dcqcn.cnp_interval_us).as_ps(),
            dcqcn: t.dcqcn.enabled.then_some(line),
            line,
            seed: scenario.seed,
        }
    }
}

/// A control packet waiting for the NIC.
#[derive(Clone, Copy, Debug)]
struct Control {
    opcode: Opcode,
    to: Ipv4Addr,
    src_port: u16,
    qpn: u32,
    psn: u32,
}

/// One host's RoCEv2 NIC.
#[derive(Debug)]
pub struct RoceEndpoint {
    addr: Ipv4Addr,
    settings: RoceSettings,
    /// Active send QPs by flow id; a B-tree so round-robin order is deterministic.
    senders: BTreeMap<u32, SendQp>,
    /// Send QPs whose every packet was acknowledged.
    finished: BTreeMap<u32, SendQp>,
    receivers: HashMap<u32, RecvQp>,
    control: VecDeque<Control>,
    /// Round-robin position among send QPs.
    next_qp: u32,
    events: VecDeque<FlowEvent>,
    counters: TransportCounters,
    now: SimTime,
}

impl RoceEndpoint {
    pub fn new(host: HostId, settings: RoceSettings) -> Self {
        RoceEndpoint {
            addr: host.addr(),
            settings,
            senders: BTreeMap::new(),
            finished: BTreeMap::new(),
            receivers: HashMap::new(),
            control: VecDeque::new(),
            next_qp: 0,
            events: VecDeque::new(),
            counters: TransportCounters::default(),
            now: SimTime::ZERO,
        }
    }

    /// The QP's UDP source port: a hash of the QP number, as NICs derive it.
    fn source_port(&self, flow: FlowId) -> u16 {
        49_152 + (mix64(self.settings.seed ^ u64::from(flow.0)) % 16_384) as u16
    }

    fn emit_control(&mut self, control: Control, packet: &mut Packet) {
        let header = Header {
            opcode: control.opcode,
            flags: 0,
            qpn: control.qpn,
            psn: control.psn,
        };
        header.emit(packet.buffer_mut());
        packet.set_payload_len(HEADER_LEN);
        packet.wire_bytes = packet::wire_bytes(header.udp_payload_len(0));
        packet.ecn = Ecn::NotEct;
        packet.tuple = FiveTuple {
            src: self.addr,
            dst: control.to,
            src_port: control.src_port,
            dst_port: ROCEV2_UDP_PORT,
        };
    }

    fn emit_data(&mut self, now: SimTime, qpn: u32, packet: &mut Packet) {
        let settings = self.settings;
        let Some(qp) = self.senders.get_mut(&qpn) else {
            return;
        };
        let psn = qp.snd_nxt;
        let (offset, len) = qp.segment(psn, settings.mtu);
        let mut flags = 0;
        if psn == 0 {
            flags |= FLAG_FIRST;
        }
        if psn + 1 == qp.packets {
            flags |= FLAG_LAST | FLAG_ACK_REQUEST;
        }
        let header = Header {
            opcode: Opcode::Data,
            flags,
            qpn,
            psn,
        };
        let buffer = packet.buffer_mut();
        header.emit(buffer);
        qp.pattern
            .fill(offset, &mut buffer[HEADER_LEN..HEADER_LEN + len]);
        packet.set_payload_len(HEADER_LEN + len);
        packet.wire_bytes = packet::wire_bytes(header.udp_payload_len(len));
        packet.ecn = Ecn::Ect0;
        packet.tuple = FiveTuple {
            src: self.addr,
            dst: qp.dst,
            src_port: qp.src_port,
            dst_port: ROCEV2_UDP_PORT,
        };
        if qp.on_sent(
            now,
            packet.wire_bytes,
            settings.rto_ps,
            settings.dcqcn.as_ref(),
        ) {
            self.counters.retransmitted_packets += 1;
        }
    }

    fn on_data(&mut self, now: SimTime, header: Header, packet: &Packet) {
        let settings = self.settings;
        let Some(qp) = self.receivers.get_mut(&header.qpn) else {
            return;
        };
        let src_port = packet.tuple.src_port;
        if packet.ecn == Ecn::Ce
            && settings.dcqcn.is_some()
            && qp.cnp_due(now, settings.cnp_interval_ps)
        {
            self.control.push_back(Control {
                opcode: Opcode::Cnp,
                to: qp.peer,
                src_port,
                qpn: header.qpn,
                psn: header.psn,
            });
        }
        let was_complete = qp.is_complete();
        let placed_before = qp.epsn;
        let (placement, reply) = qp.on_data(
            header.psn,
            header.flags & FLAG_ACK_REQUEST != 0,
            &packet.payload()[HEADER_LEN..],
            settings.mtu,
            settings.ack_every,
        );
        if placement == Placement::Duplicate {
            self.counters.duplicate_data_packets += 1;
        }
        if placed_before == 0 && qp.epsn > 0 {
            qp.first_data_at = Some(now);
        }
        if !was_complete && qp.is_complete() {
            self.events.push_back(FlowEvent::Received {
                flow: qp.flow,
                verified_bytes: qp.verified_bytes,
                corrupt_bytes: qp.corrupt_bytes,
            });
        }
        let (opcode, psn) = match reply {
            Reply::None => return,
            Reply::Ack(psn) => (Opcode::Ack, psn),
            Reply::Nak(psn) => (Opcode::Nak, psn),
        };
        self.control.push_back(Control {
            opcode,
            to: qp.peer,
            src_port,
            qpn: header.qpn,
            psn,
        });
    }

    fn on_feedback(&mut self, now: SimTime, header: Header) {
        let settings = self.settings;
        let Some(qp) = self.senders.get_mut(&header.qpn) else {
            return;
        };
        match header.opcode {
            Opcode::Ack => qp.on_ack(now, header.psn, settings.rto_ps),
            Opcode::Nak => qp.on_nak(now, header.psn, settings.rto_ps),
            Opcode::Cnp => {
                if let Some(params) = &settings.dcqcn {
                    qp.rate.on_cnp(now, params);
                }
            }
            Opcode::Data => {}
        }
        if qp.is_complete()
            && let Some(done) = self.senders.remove(&header.qpn)
        {
            self.finished.insert(header.qpn, done);
        }
    }
}

impl TransportEndpoint for RoceEndpoint {
    fn prepare_receive(&mut self, now: SimTime, flow: &FlowSpec) -> Result<(), SimError> {
        self.now = now;
        self.receivers.insert(
            flow.id.0,
            RecvQp::new(
                flow.id,
                flow.src.addr(),
                flow.bytes,
                self.settings.mtu,
                flow.pattern,
            ),
        );
        Ok(())
    }

    fn start_flow(&mut self, now: SimTime, flow: &FlowSpec) -> Result<(), SimError> {
        self.now = now;
        let qp = SendQp::new(
            flow.dst.addr(),
            self.source_port(flow.id),
            flow.bytes,
            self.settings.mtu,
            flow.pattern,
            &self.settings.line,
        );
        self.senders.insert(flow.id.0, qp);
        Ok(())
    }

    fn handle_packet(&mut self, now: SimTime, packet: &Packet) {
        self.now = now;
        if packet.tuple.dst_port != ROCEV2_UDP_PORT {
            return;
        }
        let Some(header) = Header::parse(packet.payload()) else {
            return;
        };
        match header.opcode {
            Opcode::Data => self.on_data(now, header, packet),
            Opcode::Ack | Opcode::Nak | Opcode::Cnp => self.on_feedback(now, header),
        }
    }

    fn poll_transmit(&mut self, now: SimTime, packet: &mut Packet) -> bool {
        self.now = now;
        if let Some(control) = self.control.pop_front() {
            self.emit_control(control, packet);
            self.counters.packets_sent += 1;
            return true;
        }
        let ready = self
            .senders
            .range(self.next_qp..)
            .chain(self.senders.range(..self.next_qp))
            .find(|(_, qp)| qp.can_send(now))
            .map(|(&qpn, _)| qpn);
        let Some(qpn) = ready else {
            return false;
        };
        self.next_qp = qpn.wrapping_add(1);
        self.emit_data(now, qpn, packet);
        self.counters.packets_sent += 1;
        true
    }

    fn poll_timeout(&self) -> Option<SimTime> {
        self.senders
            .values()
            .flat_map(|qp| {
                let pacing =
                    (qp.has_unsent() && qp.next_send_at > self.now).then_some(qp.next_send_at);
                [qp.rto_at, qp.rate.next_timer(), pacing]
            })
            .flatten()
            .min()
    }

    fn handle_timeout(&mut self, now: SimTime) {
        self.now = now;
        for qp in self.senders.values_mut() {
            if qp.rto_at.is_some_and(|at| at <= now) {
                qp.on_timeout();
                self.counters.timeouts += 1;
            }
            if let Some(params) = &self.settings.dcqcn {
                qp.rate.on_timer(now, params);
            }
        }
    }

    fn poll_flow_event(&mut self) -> Option<FlowEvent> {
        self.events.pop_front()
    }

    fn counters(&self) -> TransportCounters {
        self.counters
    }

    fn flow_retransmitted_packets(&self, flow: FlowId) -> u64 {
        self.senders
            .get(&flow.0)
            .or_else(|| self.finished.get(&flow.0))
            .map_or(0, |qp| qp.retransmitted)
    }

    fn path_samples(&self, flow: FlowId, out: &mut Vec<PathSample>) {
        if let Some(qp) = self
            .senders
            .get(&flow.0)
            .or_else(|| self.finished.get(&flow.0))
        {
            out.push(PathSample {
                path: 0,
                window_bytes: None,
                rate_gbps: Some(qp.rate.rate_mbps() / 1000.0),
                acked_bytes: qp.acked_bytes(self.settings.mtu),
                in_flight_bytes: None,
                srtt_us: None,
                ce_marks: None,
                timeouts: None,
            });
        }
    }

    fn flow_progress(&self, flow: FlowId) -> FlowProgress {
        self.receivers
            .get(&flow.0)
            .map_or_else(FlowProgress::default, |qp| {
                let placed = (u64::from(qp.epsn) * u64::from(self.settings.mtu)).min(qp.bytes);
                FlowProgress {
                    delivered_bytes: placed,
                    in_order_bytes: placed,
                    first_data_at: qp.first_data_at,
                }
            })
    }
}
