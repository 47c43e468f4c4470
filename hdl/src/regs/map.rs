//! The register map of `metaroce_regs`: byte offsets, reset values and field limits, for
//! the circuit's tests and for the host library that drives the NIC.
//!
//! One Corundum register block (type, version, next pointer at 0x0/0x4/0x8) on the app
//! BAR; every register is 32 bits wide, at a 4-byte aligned offset; the two low address
//! bits are ignored. `docs/hardware.md` ("Register map") has the same table.
//!
//! * Writes to an address not listed here or to a read-only register are ignored, answered
//!   OKAY, and set [`ERROR_BAD_ADDRESS`]; reads of unlisted addresses return 0 (OKAY).
//! * A write whose value is out of range for its register (see each register) is rejected —
//!   the register keeps its value — and sets [`ERROR_VALUE_REJECTED`].
//! * Byte strobes are honoured: the value checked and stored is the register's old value
//!   with the strobed bytes replaced.
//! * The error bits are sticky; writing 1 to a bit of [`ERROR`] clears it.

/// Bits of the AXI-Lite address (a 4 KiB window; the app shim decodes the block's base).
pub const AXIL_ADDR_WIDTH: usize = 12;
/// Bits of the AXI-Lite data bus.
pub const AXIL_DATA_WIDTH: usize = 32;
/// Bits of the AXI-Lite byte strobe.
pub const AXIL_STRB_WIDTH: usize = AXIL_DATA_WIDTH / 8;

/// Register block type: "MRCE" in ASCII (Corundum's own types are `0x0000_Cxxx`).
pub const METAROCE_RB_TYPE: u32 = 0x4d52_4345;
/// Register block version: 0.4.0 (`0x0000_0400`, major.minor.patch in bytes 2..0, as
/// Corundum numbers its blocks). 0.2 added the SEND receive table's registers (bind, post,
/// MTU), the completion FIFO, the `receiver_not_ready` drop counter and error bits 3 to 6;
/// 0.3 the PROBE's ACK (`PROBE_PORT`, `PROBE_TS_LO`/`_HI`, `PROBE_COMMIT`) and the per-path
/// CE counts (`CE_WINDOW`, `CE_COUNT`); 0.4 error bit 7 ([`ERROR_SACK_REFUSED`]). Every older
/// register kept its offset and meaning.
pub const METAROCE_RB_VERSION: u32 = 0x0000_0400;

/// RO: register block type, [`METAROCE_RB_TYPE`].
pub const RB_TYPE: u32 = 0x000;
/// RO: register block version, [`METAROCE_RB_VERSION`].
pub const RB_VERSION: u32 = 0x004;
/// RO: next register block (0: the last).
pub const RB_NEXT: u32 = 0x008;
/// RW1C: sticky error bits ([`ERROR_VALUE_REJECTED`], [`ERROR_BAD_ADDRESS`],
/// [`ERROR_SACK_BUSY`], [`ERROR_RECV_FULL`], [`ERROR_RECV_UNBOUND`],
/// [`ERROR_RECV_TOO_LONG`], [`ERROR_CPL_OVERFLOW`], [`ERROR_SACK_REFUSED`]); writing 1
/// clears a bit.
pub const ERROR: u32 = 0x00c;

/// Error bit: a write carried an out-of-range value and was rejected.
pub const ERROR_VALUE_REJECTED: u32 = 1 << 0;
/// Error bit: a write went to an unknown or read-only address and was ignored.
pub const ERROR_BAD_ADDRESS: u32 = 1 << 1;
/// Error bit: a SACK window command was committed while the previous one was still waiting
/// for the SACK unit; it was ignored.
pub const ERROR_SACK_BUSY: u32 = 1 << 2;
/// Error bit: a posted receive was refused by the SEND receive table: its stream slot's
/// ring already held 16 receives.
pub const ERROR_RECV_FULL: u32 = 1 << 3;
/// Error bit: a posted receive was refused: its stream slot is not bound.
pub const ERROR_RECV_UNBOUND: u32 = 1 << 4;
/// Error bit: a posted receive was refused: longer than `SEGMENTS << RECV_MTU_SHIFT` bytes.
pub const ERROR_RECV_TOO_LONG: u32 = 1 << 5;
/// Error bit: a receive completion found the completion FIFO full and was lost (counted in
/// [`CPL_DROPPED`]).
pub const ERROR_CPL_OVERFLOW: u32 = 1 << 6;
/// Error bit: the SACK unit refused an update because its window was updated the clock
/// before — a datapath fault (a DATA frame takes two beats, so the datapath never issues
/// them closer); the refused packet was not acknowledged or placed in the window.
pub const ERROR_SACK_REFUSED: u32 = 1 << 7;

/// RW: the MetaRoCE UDP port, 1..=65535 (0 rejected). Reset [`UDP_PORT_RESET`].
pub const UDP_PORT: u32 = 0x010;
/// RW: K, ACK after this many packets on a path, 1..=65535 (0 rejected). Reset 4.
pub const ACK_EVERY: u32 = 0x014;
/// RW: the ACK timer T in core clocks, 1..=2^32-1 (0 rejected). Reset 2500 (10 µs at
/// 250 MHz).
pub const ACK_TIMER: u32 = 0x018;
/// RW: the rate hint put in ACKs, Mb/s (0: none). Reset 0.
pub const RATE_HINT: u32 = 0x01c;
/// RW: this NIC port's IPv4 address (the ACKs' source). Reset 0.
pub const LOCAL_IP: u32 = 0x020;
/// RW: this port's Ethernet address, bits 31:0. Reset 0.
pub const LOCAL_MAC_LO: u32 = 0x024;
/// RW: this port's Ethernet address, bits 47:32 (values above 0xffff rejected). Reset 0.
pub const LOCAL_MAC_HI: u32 = 0x028;

/// Reset value of [`UDP_PORT`] (`metaroce::wire::DEFAULT_UDP_PORT`).
pub const UDP_PORT_RESET: u32 = 4792;
/// Reset value of [`ACK_EVERY`].
pub const ACK_EVERY_RESET: u32 = 4;
/// Reset value of [`ACK_TIMER`].
pub const ACK_TIMER_RESET: u32 = 2500;
/// Largest [`ACK_TIMER`]: the ACK scheduler's delay line holds one slot per clock of it.
pub const ACK_TIMER_MAX: u32 = crate::ack::scheduler::MAX_ACK_DELAY as u32;
// `regs/block.rs` writes this limit as a literal (Rust-HDL's Verilog cannot name a constant).
const _: () = assert!(ACK_TIMER_MAX == 4095);

/// RW staging: connection slot, 0..=7 (larger rejected).
pub const CONN_SLOT: u32 = 0x040;
/// RW staging: the local connection id.
pub const CONN_ID: u32 = 0x044;
/// RW staging: the peer's IPv4 address.
pub const CONN_PEER_IP: u32 = 0x048;
/// RW staging: the peer's connection id.
pub const CONN_PEER_CONN_ID: u32 = 0x04c;
/// RW staging: the peer's MetaRoCE UDP port, 0..=65535 (larger rejected).
pub const CONN_PEER_PORT: u32 = 0x050;
/// RW staging: the peer's (or next hop's) Ethernet address, bits 31:0.
pub const CONN_PEER_MAC_LO: u32 = 0x054;
/// RW staging: the peer's Ethernet address, bits 47:32 (values above 0xffff rejected).
pub const CONN_PEER_MAC_HI: u32 = 0x058;
/// RW staging: the connection's path count, 0..=8 (larger rejected).
pub const CONN_PATH_COUNT: u32 = 0x05c;
/// WO commit (reads 0): pulses the connection table's write port with the staged slot and
/// fields. Bit 0: store the connection (1) or empty the slot (0); bit 1: established.
pub const CONN_COMMIT: u32 = 0x060;
/// RW staging: a path's SACK window index `slot * 8 + path`, 0..=63 (larger rejected).
pub const PATH_WINDOW: u32 = 0x064;
/// RW staging: the path's receive epoch, 0..=255 (larger rejected).
pub const PATH_EPOCH: u32 = 0x068;
/// WO commit (reads 0): pulses the connection table's path-epoch write port.
pub const PATH_COMMIT: u32 = 0x06c;
/// RW staging: a PROBE's UDP source port, 0..=0xFFFF (larger rejected): the path's ACKs
/// are sent to it from the PROBE's ACK on.
pub const PROBE_PORT: u32 = 0x070;
/// RW staging: the PROBE's send timestamp, bits 31:0.
pub const PROBE_TS_LO: u32 = 0x074;
/// RW staging: the PROBE's send timestamp, bits 63:32.
pub const PROBE_TS_HI: u32 = 0x078;
/// WO commit (reads 0): the ACK the reference sends at once after a PROBE, for window
/// `PATH_WINDOW`: its addressing becomes the staged `CONN_PEER_*`, `PROBE_PORT` and
/// `PATH_EPOCH`, and the window is queued for an ACK now. Bit 0 (*fresh*): the PROBE
/// started the window afresh (a newer epoch; the host wrote `PATH_COMMIT` and
/// `SACK_COMMIT` at `SACK_BASE` first): its ACK state becomes cum PSN `SACK_BASE`, no bit,
/// CE count 0 and `PROBE_TS`; clear, the window's state is kept (a PROBE of the current
/// epoch). The write's response waits until the datapath takes the command (it waits for
/// the window's SACK updates in flight, and for a clock without a SACK result).
pub const PROBE_COMMIT: u32 = 0x07c;

/// RW staging: memory-region slot, 0..=255 (larger rejected).
pub const MR_INDEX: u32 = 0x080;
/// RW staging: the region's key.
pub const MR_KEY: u32 = 0x084;
/// RW staging: the region's base address, bits 31:0.
pub const MR_BASE_LO: u32 = 0x088;
/// RW staging: the region's base address, bits 63:32.
pub const MR_BASE_HI: u32 = 0x08c;
/// RW staging: the region's length, bits 31:0.
pub const MR_LENGTH_LO: u32 = 0x090;
/// RW staging: the region's length, bits 63:32.
pub const MR_LENGTH_HI: u32 = 0x094;
/// WO commit (reads 0): pulses the memory-region table's write port. Bit 0: store the
/// region (1) or empty the slot (0); bit 1: it grants remote write; bit 2: it grants local
/// write (the SEND path's check of a posted buffer's region).
pub const MR_COMMIT: u32 = 0x098;

/// RW staging: the SACK window to start, 0..=63 (larger rejected).
pub const SACK_WINDOW: u32 = 0x0a0;
/// RW staging: its first expected PSN.
pub const SACK_BASE: u32 = 0x0a4;
/// Commit: a write sends "start window `SACK_WINDOW` at `SACK_BASE`" to the SACK unit's
/// command port, held until the unit takes it (a commit meanwhile is ignored and sets
/// [`ERROR_SACK_BUSY`]). Reads bit 0 = a command is waiting.
pub const SACK_COMMIT: u32 = 0x0a8;

/// RW: the SEND receive table's MTU as a shift, 6..=15 (others rejected): the MTU is
/// `1 << RECV_MTU_SHIFT` bytes and must equal the connections' negotiated MTU (a power of
/// two). Reset [`RECV_MTU_SHIFT_RESET`] (4096, the transport's default).
pub const RECV_MTU_SHIFT: u32 = 0x0b0;
/// RW staging: a SEND receive table stream slot, 0..=15 (larger rejected).
pub const RECV_SLOT: u32 = 0x0b4;
/// RW staging: the bound stream's connection slot, 0..=7 (larger rejected).
pub const RECV_CONN_SLOT: u32 = 0x0b8;
/// RW staging: the bound stream's id.
pub const RECV_STREAM: u32 = 0x0bc;
/// WO commit (reads 0): binds (bit 0 set) or unbinds slot `RECV_SLOT` to stream
/// (`RECV_CONN_SLOT`, `RECV_STREAM`); the slot's counts restart, its next receive takes
/// MSN 0 (`metaroce_recv_table`'s `s_write_*` with `s_write_post` low).
pub const RECV_BIND_COMMIT: u32 = 0x0c0;
/// RW staging: a posted receive's region key.
pub const RECV_KEY: u32 = 0x0c4;
/// RW staging: its buffer's virtual address, bits 31:0.
pub const RECV_ADDR_LO: u32 = 0x0c8;
/// RW staging: its buffer's virtual address, bits 63:32.
pub const RECV_ADDR_HI: u32 = 0x0cc;
/// RW staging: its buffer's length, bits 31:0.
pub const RECV_LEN_LO: u32 = 0x0d0;
/// RW staging: its buffer's length, bits 63:32.
pub const RECV_LEN_HI: u32 = 0x0d4;
/// WO commit (reads 0): posts the staged receive on slot `RECV_SLOT`; the `k`-th receive
/// posted since the bind takes MSN `k`. A refused post sets [`ERROR_RECV_FULL`],
/// [`ERROR_RECV_UNBOUND`] or [`ERROR_RECV_TOO_LONG`] (before the write's response).
pub const RECV_POST_COMMIT: u32 = 0x0d8;
/// RO: the completion FIFO: bit 0 = a completion is waiting at its head; bits 24:16 = the
/// completions waiting (0..=[`CPL_FIFO_DEPTH`]).
pub const CPL_STATUS: u32 = 0x0e0;
/// RO: the head completion's stream slot (bits 3:0) and status (bit 8: 0 success,
/// 1 remote access error); 0 when the FIFO is empty.
pub const CPL_INFO: u32 = 0x0e4;
/// RO: the head completion's MSN (the receive's number on its stream since the bind).
pub const CPL_MSN: u32 = 0x0e8;
/// RO: the head completion's byte count; reading it pops the head (the last word of an
/// entry: read `CPL_STATUS`, then `CPL_INFO` and `CPL_MSN`, then `CPL_BYTES`). A read of it
/// with the FIFO empty returns 0 and pops nothing.
pub const CPL_BYTES: u32 = 0x0ec;
/// RW: the SACK window whose CE count [`CE_COUNT`] reads, 0..=63 (larger rejected).
pub const CE_WINDOW: u32 = 0x0f0;
/// RO: the CE-marked packets window [`CE_WINDOW`] has counted since it started (the path's
/// ECN counter, as its ACKs carry it), as its last SACK result or PROBE left it (a window
/// started without a packet since shows the count its slot had before). Valid from the
/// second clock after `CE_WINDOW` is written.
pub const CE_COUNT: u32 = 0x0f4;
/// Completions the FIFO holds: every receive the table can hold (16 slots of 16), so a host
/// that keeps its posted-but-unread receives at or below this never loses one.
pub const CPL_FIFO_DEPTH: u32 = 256;
/// Reset value of [`RECV_MTU_SHIFT`].
pub const RECV_MTU_SHIFT_RESET: u32 = 12;

/// RO: first of the parser verdict counters: the counter of verdict code `r`
/// (`parser::encoding::REASON_*`) is at `PARSER_COUNTERS + 4 * r`.
pub const PARSER_COUNTERS: u32 = 0x100;
/// Parser verdict counters (one per `REASON_*` code).
pub const PARSER_COUNTER_COUNT: usize = crate::parser::encoding::REASON_COUNT;
/// RO: first of the drop counters, in the order of [`DROP_REASONS`], 4 bytes apart.
pub const DROP_COUNTERS: u32 = 0x140;

/// The drop reasons counted, in register order: each is the `metaroce::transport::
/// DropCounters` field of the same name.
pub const DROP_REASONS: [&str; 8] = [
    "unknown_connection",
    "not_established",
    "bad_path",
    "stale_epoch",
    "duplicate",
    "out_of_window",
    "access_violation",
    "receiver_not_ready",
];

/// RO: NACKs dropped because the NACK queue was full (`ack::nack_queue`): refused WRITEs
/// the reference would have NACKed and the datapath did not (they are still counted as
/// `access_violation`). Not a `DropCounters` field: the reference never drops a NACK.
pub const NACK_DROPPED: u32 = 0x160;
// `regs/block.rs` decodes it as word 88 (after the drop counters, 0x140..0x15c).
const _: () = assert!(NACK_DROPPED == 4 * 88 && NACK_DROPPED >= DROP_COUNTERS + 4 * 8);
/// RO: receive completions lost because the completion FIFO was full (see
/// [`ERROR_CPL_OVERFLOW`]).
pub const CPL_DROPPED: u32 = 0x164;
// `regs/block.rs` decodes the new registers as literal word indices.
const _: () = assert!(
    RECV_MTU_SHIFT == 4 * 44
        && RECV_POST_COMMIT == 4 * 54
        && CPL_STATUS == 4 * 56
        && CPL_BYTES == 4 * 59
        && CPL_DROPPED == 4 * 89
        && DROP_COUNTERS + 4 * 7 == 4 * 87
        && CPL_FIFO_DEPTH == 256
);

/// The offset of drop counter `i` of [`DROP_REASONS`].
pub const fn drop_counter(i: usize) -> u32 {
    DROP_COUNTERS + 4 * i as u32
}

/// The offset of the counter of parser verdict `reason`.
pub const fn parser_counter(reason: u64) -> u32 {
    PARSER_COUNTERS + 4 * reason as u32
}

/// What a read-write register accepts: a write whose value (after byte strobes) is below
/// `min` or above `max` is rejected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Writable {
    /// Byte offset.
    pub offset: u32,
    /// Smallest value accepted.
    pub min: u32,
    /// Largest value accepted.
    pub max: u32,
    /// Value after reset.
    pub reset: u32,
}

const fn rw(offset: u32, max: u32, zero_rejected: bool, reset: u32) -> Writable {
    Writable {
        offset,
        min: zero_rejected as u32,
        max,
        reset,
    }
}

/// Every read-write register (the commit registers and `ERROR` aside), with its limits: the
/// host library can check a value before writing it.
pub const WRITABLE: [Writable; 38] = [
    rw(UDP_PORT, 0xffff, true, UDP_PORT_RESET),
    rw(ACK_EVERY, 0xffff, true, ACK_EVERY_RESET),
    rw(ACK_TIMER, ACK_TIMER_MAX, true, ACK_TIMER_RESET),
    rw(RATE_HINT, u32::MAX, false, 0),
    rw(LOCAL_IP, u32::MAX, false, 0),
    rw(LOCAL_MAC_LO, u32::MAX, false, 0),
    rw(LOCAL_MAC_HI, 0xffff, false, 0),
    rw(CONN_SLOT, 7, false, 0),
    rw(CONN_ID, u32::MAX, false, 0),
    rw(CONN_PEER_IP, u32::MAX, false, 0),
    rw(CONN_PEER_CONN_ID, u32::MAX, false, 0),
    rw(CONN_PEER_PORT, 0xffff, false, 0),
    rw(CONN_PEER_MAC_LO, u32::MAX, false, 0),
    rw(CONN_PEER_MAC_HI, 0xffff, false, 0),
    rw(CONN_PATH_COUNT, 8, false, 0),
    rw(PATH_WINDOW, 63, false, 0),
    rw(PATH_EPOCH, 255, false, 0),
    rw(PROBE_PORT, 0xffff, false, 0),
    rw(PROBE_TS_LO, u32::MAX, false, 0),
    rw(PROBE_TS_HI, u32::MAX, false, 0),
    rw(MR_INDEX, 255, false, 0),
    rw(MR_KEY, u32::MAX, false, 0),
    rw(MR_BASE_LO, u32::MAX, false, 0),
    rw(MR_BASE_HI, u32::MAX, false, 0),
    rw(MR_LENGTH_LO, u32::MAX, false, 0),
    rw(MR_LENGTH_HI, u32::MAX, false, 0),
    rw(SACK_WINDOW, 63, false, 0),
    rw(SACK_BASE, u32::MAX, false, 0),
    Writable {
        offset: RECV_MTU_SHIFT,
        min: 6,
        max: 15,
        reset: RECV_MTU_SHIFT_RESET,
    },
    rw(RECV_SLOT, 15, false, 0),
    rw(RECV_CONN_SLOT, 7, false, 0),
    rw(RECV_STREAM, u32::MAX, false, 0),
    rw(RECV_KEY, u32::MAX, false, 0),
    rw(RECV_ADDR_LO, u32::MAX, false, 0),
    rw(RECV_ADDR_HI, u32::MAX, false, 0),
    rw(RECV_LEN_LO, u32::MAX, false, 0),
    rw(RECV_LEN_HI, u32::MAX, false, 0),
    rw(CE_WINDOW, 63, false, 0),
];

impl Writable {
    /// Whether the block stores `value` (after strobes) in this register.
    pub const fn accepts(&self, value: u32) -> bool {
        value >= self.min && value <= self.max
    }
}
