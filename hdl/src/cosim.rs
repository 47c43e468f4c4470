//! The Verilator models of the emitted Verilog, driven from Rust through a small C shim.
//!
//! `build.rs` verilates every module of `hdl/generated/` and wraps each in four extern "C"
//! functions (new, delete, eval, and set/get of a port by index as 32-bit words); this module
//! is the only place that calls them. A [`VerilatedModel`] owns one model instance; tests
//! step it clock by clock in lock-step with the Rust reference.
#![allow(
    unsafe_code,
    reason = "calls the extern \"C\" shim around the Verilator-generated C++ models"
)]

use std::ffi::c_void;
use std::ptr::NonNull;

use crate::HdlError;

/// One port of a model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PortSpec {
    /// The Verilog port name.
    pub name: &'static str,
    /// Its width in bits.
    pub width: u32,
    /// Whether it is an input.
    pub is_input: bool,
}

#[derive(Debug, Clone, Copy)]
struct ModelFunctions {
    new: unsafe extern "C" fn() -> *mut c_void,
    delete: unsafe extern "C" fn(*mut c_void),
    eval: unsafe extern "C" fn(*mut c_void),
    set: unsafe extern "C" fn(*mut c_void, u32, *const u32),
    get: unsafe extern "C" fn(*mut c_void, u32, *mut u32),
}

/// A model `build.rs` knows of: its ports, and its shim when Verilator was present.
#[derive(Debug)]
pub struct ModelSpec {
    /// The top module's name.
    pub name: &'static str,
    /// Its ports in declaration order.
    pub ports: &'static [PortSpec],
    /// Why the model is missing, when `functions` is `None`.
    not_built: &'static str,
    functions: Option<ModelFunctions>,
}

mod table {
    use super::{ModelFunctions, ModelSpec, PortSpec};
    include!(concat!(env!("OUT_DIR"), "/verilator_models.rs"));
}

/// Every model `build.rs` found in `hdl/generated/`.
pub fn models() -> &'static [ModelSpec] {
    table::MODELS
}

/// A resolved port of a [`VerilatedModel`]: look it up once, use it every cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Port {
    index: u32,
    width: u32,
}

impl Port {
    fn words(self) -> usize {
        self.width.div_ceil(32) as usize
    }
}

/// One running instance of a Verilator model.
#[derive(Debug)]
pub struct VerilatedModel {
    spec: &'static ModelSpec,
    functions: ModelFunctions,
    handle: NonNull<c_void>,
}

impl VerilatedModel {
    /// A fresh instance of model `name` (all registers and memories zero).
    pub fn new(name: &'static str) -> Result<Self, HdlError> {
        let spec = models()
            .iter()
            .find(|m| m.name == name)
            .ok_or(HdlError::ModelNotBuilt {
                model: name,
                reason: "no such module in hdl/generated",
            })?;
        let functions = spec.functions.ok_or(HdlError::ModelNotBuilt {
            model: spec.name,
            reason: spec.not_built,
        })?;
        // SAFETY: `new` allocates a fresh model and returns an owned pointer (never null:
        // C++ `new` throws instead); it is released exactly once, in `Drop`.
        let raw = unsafe { (functions.new)() };
        let handle = NonNull::new(raw).ok_or(HdlError::ModelNotBuilt {
            model: spec.name,
            reason: "the model's constructor returned null",
        })?;
        Ok(Self {
            spec,
            functions,
            handle,
        })
    }

    /// The port named `name`.
    pub fn port(&self, name: &str) -> Result<Port, HdlError> {
        self.spec
            .ports
            .iter()
            .position(|p| p.name == name)
            .map(|index| Port {
                index: index as u32,
                width: self.spec.ports[index].width,
            })
            .ok_or_else(|| HdlError::UnknownPort {
                model: self.spec.name,
                port: name.to_owned(),
            })
    }

    /// Drives input `port` with `value` (little-endian 32-bit words, at least as many as the
    /// port needs; bits above its width are cleared).
    pub fn set_words(&mut self, port: Port, value: &[u32]) {
        let spec = self.spec.ports[port.index as usize];
        assert!(spec.is_input, "{} is not an input", spec.name);
        let mut words = value[..port.words()].to_vec();
        let spare = port.words() as u32 * 32 - port.width;
        if spare > 0 {
            let last = words.len() - 1;
            words[last] &= u32::MAX >> spare;
        }
        // SAFETY: the handle is live (owned by `self`); `words` holds exactly the number of
        // words the shim reads for this port index, which names an input of this model.
        unsafe { (self.functions.set)(self.handle.as_ptr(), port.index, words.as_ptr()) };
    }

    /// Drives input `port` (at most 64 bits wide) with `value`.
    pub fn set_u64(&mut self, port: Port, value: u64) {
        self.set_words(port, &[value as u32, (value >> 32) as u32]);
    }

    /// Drives a one-bit input.
    pub fn set_bool(&mut self, port: Port, value: bool) {
        self.set_u64(port, u64::from(value));
    }

    /// The value of `port` as little-endian 32-bit words.
    pub fn get_words(&self, port: Port) -> Vec<u32> {
        let mut words = vec![0u32; port.words()];
        // SAFETY: the handle is live; `words` has room for exactly the words the shim writes
        // for this port index.
        unsafe { (self.functions.get)(self.handle.as_ptr(), port.index, words.as_mut_ptr()) };
        words
    }

    /// The value of a port at most 64 bits wide.
    pub fn get_u64(&self, port: Port) -> u64 {
        let words = self.get_words(port);
        words
            .iter()
            .take(2)
            .enumerate()
            .fold(0, |acc, (i, &w)| acc | (u64::from(w) << (32 * i)))
    }

    /// The value of a one-bit port.
    pub fn get_bool(&self, port: Port) -> bool {
        self.get_u64(port) != 0
    }

    /// Evaluates the model on its current inputs.
    pub fn eval(&mut self) {
        // SAFETY: the handle is live and owned by `self`.
        unsafe { (self.functions.eval)(self.handle.as_ptr()) };
    }

    /// One clock cycle on `clock`: evaluate with the clock low, raise it, lower it.
    pub fn tick(&mut self, clock: Port) {
        self.set_bool(clock, false);
        self.eval();
        self.set_bool(clock, true);
        self.eval();
        self.set_bool(clock, false);
        self.eval();
    }
}

impl Drop for VerilatedModel {
    fn drop(&mut self) {
        // SAFETY: the handle came from this model's `new` and is released only here.
        unsafe { (self.functions.delete)(self.handle.as_ptr()) };
    }
}
