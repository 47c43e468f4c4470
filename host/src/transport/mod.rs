//! The sans-IO transport core, quinn-proto style: no sockets, no clock, no threads.
//!
//! [`Endpoint`] is the entry point; its documentation gives the call order and the
//! invariants. The receiver's per-packet work is [`receive_data_packet`], a pure step the
//! hardware datapath is checked against.

mod config;
mod congestion;
mod connection;
mod endpoint;
mod events;
mod inbound_messages;
mod memory;
mod path;
mod rate_share;
mod receive_step;
mod recv_queue;
mod rtt;
mod send_queue;
mod spray;
mod stats;

pub use config::{ConnectionConfig, EndpointConfig, MAX_ENTROPIES_PER_PATH, MAX_PATHS};
pub use congestion::{
    AckSample, CcMetrics, CongestionControl, CongestionControlFactory, EcnAimd, EcnAimdConfig,
    EcnAimdFactory,
};
pub use connection::{Connection, ConnectionState, Transmit};
pub use endpoint::{BufferRequest, Datagram, Endpoint, WriteRequest};
pub use events::{Completion, CompletionStatus, ConnectionHandle, Event, OpKind};
pub use memory::{Access, MemoryRegions, RegionEntry, RegionTable};
pub use path::{PathState, PathStats, PathTx};
pub use rate_share::max_min_shares;
pub use receive_step::{
    AckDecision, AckPolicy, PathRxWindow, RxOutcome, RxVerdict, SendTable, SendTarget,
    receive_data_packet,
};
pub use recv_queue::{FinishedRecv, RecvQueues};
pub use rtt::RttEstimator;
pub use spray::AVOID_AFTER_LOSS;
pub use stats::{ConnectionStats, DropCounters};
