//! Typed indices for the things the simulator keeps in vectors (hosts, nodes, ports, links,
//! flows), so a port number is never passed where a host number was meant.

use std::net::Ipv4Addr;

macro_rules! index_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
        #[serde(transparent)]
        pub struct $name(pub u32);

        impl $name {
            /// The index as a `usize`, for indexing the vector that holds these.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

index_type!(
    /// A host (an endpoint with one NIC), numbered `0 .. host_count`.
    HostId
);
index_type!(
    /// A node of the topology graph: a host or a switch.
    NodeId
);
index_type!(
    /// One side of a link: the output queue of the node it belongs to.
    PortId
);
index_type!(
    /// A bidirectional link between two ports.
    LinkId
);
index_type!(
    /// A flow (one message from one host to another) of the workload.
    FlowId
);

/// Host `i` has address `10.0.0.1 + i` (10.0.x.y); enough for 16 million hosts.
const HOST_ADDR_BASE: u32 = u32::from_be_bytes([10, 0, 0, 1]);

impl HostId {
    /// The host's IPv4 address.
    pub fn addr(self) -> Ipv4Addr {
        Ipv4Addr::from(HOST_ADDR_BASE + self.0)
    }

    /// The host that owns `addr`, if it is a simulator address at all.
    pub fn from_addr(addr: Ipv4Addr) -> Option<HostId> {
        u32::from(addr).checked_sub(HOST_ADDR_BASE).map(HostId)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_address_round_trips() {
        for host in [0, 1, 254, 255, 1023, 70_000] {
            let id = HostId(host);
            assert_eq!(HostId::from_addr(id.addr()), Some(id));
        }
        assert_eq!(HostId(0).addr(), Ipv4Addr::new(10, 0, 0, 1));
        assert_eq!(HostId::from_addr(Ipv4Addr::new(9, 255, 255, 255)), None);
    }
}
