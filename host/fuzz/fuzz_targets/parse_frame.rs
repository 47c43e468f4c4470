//! Arbitrary bytes through every parser: frame, header view, representation. None may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use metaroce::wire::{Frame, FrameRepr, Packet, Repr};

fuzz_target!(|data: &[u8]| {
    if let Ok(frame) = Frame::new_checked(data) {
        let _ = FrameRepr::parse(&frame, 4792);
        if let Ok(packet) = Packet::new_checked(frame.payload()) {
            let _ = Repr::parse(&packet);
        }
    }
    let _ = Repr::parse(&Packet::new_unchecked(data));
});
