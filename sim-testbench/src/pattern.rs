//! The bytes every flow carries. Byte `o` of flow `f` is a pseudo-random function of the run
//! seed, `f` and `o`, so the receiver can check each delivered byte without the sender's
//! buffer, and a byte placed at the wrong offset or delivered for the wrong flow is caught.

use crate::ids::FlowId;
use crate::rng::mix64;

/// The data pattern of one flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlowPattern {
    key: u64,
}

impl FlowPattern {
    pub fn new(seed: u64, flow: FlowId) -> Self {
        FlowPattern {
            key: mix64(seed ^ mix64(u64::from(flow.0) ^ 0x5EED_F10E)),
        }
    }

    fn word(&self, index: u64) -> u64 {
        // One multiply and two xor-shifts per 8 bytes: cheap, and no two nearby words of a
        // flow, nor the same word of two flows, coincide.
        let x = (self.key ^ index).wrapping_mul(0xD6E8_FEB8_6659_FD93);
        let x = x ^ (x >> 32);
        x.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (x >> 29)
    }

    /// Writes the flow's bytes `[offset, offset + out.len())` into `out`.
    pub fn fill(&self, offset: u64, out: &mut [u8]) {
        let head = ((8 - offset % 8) % 8).min(out.len() as u64) as usize;
        let (unaligned, rest) = out.split_at_mut(head);
        self.fill_bytes(offset, unaligned);
        let mut index = (offset + head as u64) / 8;
        let mut words = rest.chunks_exact_mut(8);
        for chunk in &mut words {
            chunk.copy_from_slice(&self.word(index).to_le_bytes());
            index += 1;
        }
        let tail = words.into_remainder();
        self.fill_bytes(index * 8, tail);
    }

    fn fill_bytes(&self, offset: u64, out: &mut [u8]) {
        for (i, byte) in out.iter_mut().enumerate() {
            let position = offset + i as u64;
            *byte = self.word(position / 8).to_le_bytes()[(position % 8) as usize];
        }
    }

    /// How many bytes of `data`, taken as the flow's bytes from `offset`, are correct.
    pub fn count_matching(&self, offset: u64, data: &[u8]) -> u64 {
        let head = ((8 - offset % 8) % 8).min(data.len() as u64) as usize;
        let (unaligned, rest) = data.split_at(head);
        let mut matching = self.count_matching_bytes(offset, unaligned);
        let mut index = (offset + head as u64) / 8;
        let mut words = rest.chunks_exact(8);
        for chunk in &mut words {
            let expected = self.word(index).to_le_bytes();
            matching += if chunk == expected {
                8
            } else {
                chunk
                    .iter()
                    .zip(expected)
                    .filter(|(a, b)| **a == *b)
                    .count() as u64
            };
            index += 1;
        }
        matching + self.count_matching_bytes(index * 8, words.remainder())
    }

    fn count_matching_bytes(&self, offset: u64, data: &[u8]) -> u64 {
        data.iter()
            .enumerate()
            .filter(|&(i, &byte)| {
                let position = offset + i as u64;
                self.word(position / 8).to_le_bytes()[(position % 8) as usize] == byte
            })
            .count() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filled_bytes_verify_at_any_alignment() {
        let pattern = FlowPattern::new(1, FlowId(3));
        let mut whole = vec![0u8; 100];
        pattern.fill(5, &mut whole);
        let mut part = vec![0u8; 37];
        pattern.fill(5 + 11, &mut part);
        assert_eq!(&whole[11..48], &part[..]);
        assert_eq!(pattern.count_matching(16, &part), 37);
    }

    #[test]
    fn wrong_offset_or_flow_does_not_verify() {
        let pattern = FlowPattern::new(1, FlowId(3));
        let mut data = vec![0u8; 64];
        pattern.fill(0, &mut data);
        assert!(pattern.count_matching(8, &data) < 16);
        assert!(FlowPattern::new(1, FlowId(4)).count_matching(0, &data) < 16);
    }
}
