//! Latencies and fixed fields of the top level, derived from the blocks' own constants.
//!
//! Every delay the top level matches is computed here from the constant its block exports,
//! never written as a literal: when a block is re-pipelined and its constant changes, the
//! top level's delay lines follow, and the assertions below fail the build if the chain no
//! longer fits placement's decision deadline.

use crate::ack::scheduler::RESULT_INPUT_LATENCY;
use crate::conn::encoding::LOOKUP_LATENCY as CONN_LOOKUP_LATENCY;
use crate::memory::encoding::LOOKUP_LATENCY as MR_LOOKUP_LATENCY;
use crate::parser::encoding::{HEADER_LATENCY, STREAM_LATENCY};
use crate::place::encoding::{CAPTURE_LATENCY, DECISION_DEADLINE};
use crate::recv::encoding::{
    LOOKUP_LATENCY as RECV_LOOKUP_LATENCY, PLACED_LATENCY as RECV_PLACED_LATENCY,
};
use crate::sack::encoding::RING_RESULT_LATENCY;

/// Clocks from a frame's capture report (`m_capture_*` of placement, which sees the
/// parser's frame stream `STREAM_LATENCY` clocks after the input) to its header verdict on
/// the parser's `m_header_*`: how long the "stored" flag waits for its header.
pub const CAPTURE_TO_HEADER: u64 = HEADER_LATENCY - STREAM_LATENCY - CAPTURE_LATENCY;
/// Clocks from the header verdict to the connection and memory-region lookups: a SEND's
/// receive-table lookup (issued in the header's clock) comes first, since the region check
/// needs its posted buffer; a WRITE waits as long, so every DATA frame keeps one pipeline.
pub const SEND_LOOKUP_LATENCY: u64 = RECV_LOOKUP_LATENCY;
/// Clocks from the connection and memory-region lookups to their results (both lookups
/// start in the same clock).
pub const LOOKUP_LATENCY: u64 = CONN_LOOKUP_LATENCY;
/// Clocks from a frame's last beat on `s_axis_rx_*` to its SACK update (the connection
/// table's result clock).
pub const UPDATE_LATENCY: u64 = HEADER_LATENCY + SEND_LOOKUP_LATENCY + LOOKUP_LATENCY;
/// Clocks from a frame's last beat on `s_axis_rx_*` to its SACK result reaching the ACK
/// scheduler's port, its drop counters and its placement decision.
pub const RESULT_LATENCY: u64 = UPDATE_LATENCY + RING_RESULT_LATENCY;
/// Clocks from a frame's last beat to the clock the ACK scheduler acts on its SACK result
/// (after the scheduler's input register). The reference endpoint is handed the frame at
/// this clock in the tests: the ACK timer starts here.
pub const ACK_RESULT_LATENCY: u64 = RESULT_LATENCY + RESULT_INPUT_LATENCY;
/// Clocks from a frame's SACK result to its verdict clock, where it is decided: a SEND's
/// receive-table update, issued at its SACK result, is answered (stale or not) this much
/// later. Placement's decision, the drop counters and the NACK queue's push come then.
pub const VERDICT_LATENCY: u64 = RECV_PLACED_LATENCY;
/// Clocks from a frame's last beat on placement's frame stream to its decision.
pub const DECISION_LATENCY: u64 = RESULT_LATENCY + VERDICT_LATENCY - STREAM_LATENCY;
/// SACK updates whose results the ACK scheduler has not acted on yet, at most (one per
/// clock of the SACK unit's latency and of the scheduler's input register): a timer ACK for
/// a window with one of them in flight is held back until its result is in (see
/// `datapath.rs`).
pub const IN_FLIGHT_STAGES: usize = (RING_RESULT_LATENCY + RESULT_INPUT_LATENCY) as usize;

/// Bytes before a DATA packet's payload in its frame: Ethernet/IPv4/UDP (42) and the DATA
/// header (56), as `metaroce::wire` lays them out (the tests check it against the crate).
pub const DATA_PAYLOAD_OFFSET: u64 = 98;
/// `s_decision_offset` as the circuit drives it (`hdl_gen` cannot name a constant).
const _: () = assert!(DATA_PAYLOAD_OFFSET == 98, "datapath.rs drives a literal 98");

/// IPv4 ECN codepoint of the ACK frames the datapath sends: ECT(0), as every MetaRoCE sender.
pub const ACK_ECN: u64 = 0b10;
/// IPv4 identification of the ACK frames (DF is set; RFC 6864 allows any value).
pub const ACK_IDENT: u64 = 0;
/// IPv4 time to live of the ACK frames.
pub const ACK_TTL: u64 = 64;
const _: () = assert!(
    ACK_ECN == 2 && ACK_IDENT == 0 && ACK_TTL == 64,
    "datapath.rs drives these as literals"
);

/// NACK code of a refused WRITE or SEND (`metaroce::wire::NackCode::RemoteAccess`). NACK
/// frames carry the ACK frames' IPv4 fields (`ACK_ECN`, `ACK_IDENT`, `ACK_TTL`).
pub const NACK_CODE: u64 = 1;
/// NACK code of a SEND with no receive posted (`NackCode::ReceiverNotReady`).
pub const NACK_CODE_NOT_READY: u64 = 2;
/// The refused packet's opcode in a WRITE's NACK (`metaroce::wire::Opcode::Write`).
pub const NACK_OPCODE: u64 = 0x01;
/// The refused packet's opcode in a SEND's NACK (`metaroce::wire::Opcode::Send`).
pub const NACK_OPCODE_SEND: u64 = 0x02;
const _: () = assert!(
    NACK_CODE == 1 && NACK_CODE_NOT_READY == 2 && NACK_OPCODE == 1 && NACK_OPCODE_SEND == 2,
    "datapath.rs drives these as literals"
);

const _: () = assert!(
    CONN_LOOKUP_LATENCY == MR_LOOKUP_LATENCY,
    "both lookups start in the header's clock and their results are used together"
);
const _: () = assert!(
    HEADER_LATENCY > STREAM_LATENCY + CAPTURE_LATENCY,
    "a frame's capture report comes before its header verdict"
);
const _: () = assert!(
    DECISION_LATENCY >= 1 && DECISION_LATENCY <= DECISION_DEADLINE,
    "parser + lookups + SACK unit must decide within placement's DECISION_DEADLINE"
);
