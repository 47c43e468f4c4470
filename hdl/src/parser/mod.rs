//! The RX parser: splits the 512-bit receive stream into MetaRoCE frames and everything else.
//!
//! Frames that are not IPv4/UDP to the MetaRoCE port (ARP, other traffic) pass through
//! untouched on the bypass stream; MetaRoCE frames go on the frame stream — with `tdest` set
//! for DATA (a WRITE or a SEND), which the datapath places, and clear for the other opcodes,
//! which the top level sends to the host — and when each ends
//! the parser reports its header fields and a verdict: accepted, or the reason it is
//! dropped — the reasons of `metaroce::wire::Malformed`, checked in the same order as
//! `metaroce::wire` parses, plus the MAC's bad-frame flag.
//!
//! * [`unit`]: the circuit.
//! * [`opcode`]: the class of an opcode byte (DATA, known), asked of the packet's opcode
//!   and of the one a NACK names.
//! * [`encoding`]: the verdict codes and widths on its ports.

pub mod encoding;
mod opcode;
mod unit;

pub use unit::RxParser;
