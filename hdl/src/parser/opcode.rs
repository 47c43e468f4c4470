//! The class of an opcode byte: DATA (a WRITE or a SEND), or known at all.
//!
//! The parser asks it twice — of the opcode byte of the beat on its input port (a first
//! beat's: the route and the header checks), and of the opcode a NACK names as the second
//! beat is kept — and both must agree with `metaroce::wire::Opcode::from_u8`. One block
//! holds the list, so the two questions cannot drift apart.

use rust_hdl::prelude::*;

/// `is_data` and `known` of one opcode byte, combinational.
#[derive(LogicBlock, Default)]
pub struct OpcodeClass {
    /// The opcode byte.
    pub opcode: Signal<In, Bits<8>>,
    /// WRITE (0x01) or SEND (0x02).
    pub is_data: Signal<Out, bool>,
    /// One of the opcodes `metaroce::wire` decodes.
    pub known: Signal<Out, bool>,
}

impl Logic for OpcodeClass {
    #[hdl_gen]
    fn update(&mut self) {
        self.is_data.next = (self.opcode.val() == 0x01) | (self.opcode.val() == 0x02);
        self.known.next = (self.opcode.val() == 0x01)
            | (self.opcode.val() == 0x02)
            | (self.opcode.val() == 0x10)
            | (self.opcode.val() == 0x11)
            | (self.opcode.val() == 0x20)
            | (self.opcode.val() == 0x21)
            | (self.opcode.val() == 0x22)
            | (self.opcode.val() == 0x23);
    }
}

impl std::fmt::Debug for OpcodeClass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpcodeClass").finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use metaroce::wire::Opcode;

    #[test]
    fn every_opcode_byte_is_classed_as_the_wire_crate_decodes_it() {
        for byte in 0..=255u8 {
            let mut block = OpcodeClass::default();
            block.connect_all();
            block.opcode.next = (byte as u64).to_bits();
            assert!(simulate(&mut block, 10), "the class settles");
            let decoded = Opcode::from_u8(byte);
            assert_eq!(
                block.known.val(),
                decoded.is_ok(),
                "known, opcode {byte:#04x}"
            );
            assert_eq!(
                block.is_data.val(),
                matches!(decoded, Ok(Opcode::Write | Opcode::Send)),
                "is_data, opcode {byte:#04x}"
            );
        }
    }
}
