//! The kinds of things that happen in a run. Kept small (12 bytes of payload) and `Copy`:
//! millions of them pass through the event queue.

use crate::ids::{FlowId, HostId, PortId};
use crate::packet::PacketId;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A flow's sender may start.
    FlowStart(FlowId),
    /// A packet's last bit reached the node owning `port` (it arrived through `port`).
    PacketArrival { port: PortId, packet: PacketId },
    /// `port` finished serializing a packet and may send the next one.
    TransmitDone(PortId),
    /// A PFC pause (or resume) frame reaches `port`, which must stop (or may restart) sending.
    PfcSignal { port: PortId, pause: bool },
    /// A host's transport asked to be woken now.
    EndpointTimer(HostId),
    /// The fault plan's link state change number `index` happens.
    LinkChange { index: u32 },
    /// Routing reconverges around the links that are down now.
    Reroute,
    /// Record queue occupancy and the traced flow's path state.
    Sample,
    /// Record how many bytes of every flow have been delivered (`output.delivery_bin_us`).
    DeliverySample,
}
