//! What the transport tells the application: completions and connection/path events.

use super::path::PathState;

/// Names a connection of an [`super::Endpoint`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConnectionHandle(pub usize);

/// The operation a completion reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OpKind {
    /// A posted WRITE (sender side).
    Write,
    /// A posted SEND (sender side).
    Send,
    /// A posted receive, filled by a SEND (receiver side).
    Recv,
    /// A WRITE from the peer that was refused (receiver side; no work request to name, so
    /// `wr_id` is 0).
    IncomingWrite,
}

/// How an operation ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CompletionStatus {
    /// Done: every byte was acknowledged (sender) or placed (receiver).
    Success,
    /// The peer refused the access: unknown rkey, out of bounds, no write access, or a SEND
    /// larger than its receive buffer. Nothing was written.
    RemoteAccessError,
    /// The peer had no receive posted, after every allowed retry.
    ReceiverNotReadyRetryExceeded,
    /// A local buffer was deregistered while the operation was in flight.
    LocalAccessError,
    /// The connection closed first.
    ConnectionClosed,
}

/// One finished work request. Completions of one stream come in posted order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Completion {
    /// The connection.
    pub conn: ConnectionHandle,
    /// The stream the request was posted on.
    pub stream: u32,
    /// The application's id of the request.
    pub wr_id: u64,
    /// What the request was.
    pub kind: OpKind,
    /// How it ended.
    pub status: CompletionStatus,
    /// Bytes moved (the message length for a receive).
    pub bytes: u64,
}

/// Something the application may want to know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Event {
    /// A connection is established (both sides get it).
    Connected(ConnectionHandle),
    /// A work request finished.
    Completion(Completion),
    /// A path changed health (e.g. declared failed and re-pathed, or recovered).
    PathStateChanged {
        /// The connection.
        conn: ConnectionHandle,
        /// The path.
        path: u16,
        /// Its new state.
        state: PathState,
    },
    /// The peer closed the connection, or it was closed locally.
    Closed(ConnectionHandle),
}
