//! `metaroce-sim`: a deterministic discrete-event simulator of lossy, multipath Ethernet
//! fabrics, for measuring MetaRoCE against RoCEv2 on the same network, faults and traffic.
//!
//! A run is a pure function of its [`scenario::Scenario`] and seed: a virtual clock in
//! picoseconds jumps from event to event ([`event_queue`]), and every random choice comes from
//! a seeded stream ([`rng`]). Hosts run transport endpoints behind one trait
//! ([`endpoint::TransportEndpoint`]); switches forward by ECMP, mark ECN and drop when full
//! ([`network`]); topologies are fat trees and leaf-spines ([`topology`]); faults cut, degrade,
//! flap and make links lossy ([`faults`]); workloads are permutation, incast, all-to-all and
//! ring all-reduce ([`workload`]). Every delivered byte is checked against a per-flow pattern
//! ([`pattern`]). MetaRoCE runs the `metaroce` crate's transport core unchanged
//! ([`metaroce_adapter`]); the RoCEv2 baseline (go-back-N, DCQCN) is implemented here
//! ([`rocev2`]).

#![deny(unsafe_code)]

pub mod endpoint;
pub mod error;
pub mod event;
pub mod event_queue;
pub mod faults;
pub mod ids;
pub mod metaroce_adapter;
pub mod network;
pub mod packet;
pub mod pattern;
pub mod report;
pub mod rng;
pub mod rocev2;
pub mod runner;
pub mod scenario;
pub mod simulation;
pub mod time;
pub mod timeseries;
pub mod topology;
pub mod workload;

pub use error::SimError;
