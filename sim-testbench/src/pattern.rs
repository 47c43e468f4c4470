//! The bytes every flow carries. Byte `o` of flow `f` is a pseudo-random function of the run
//! seed, `f` and `o`, so the receiver can check each delivered byte without the sender's
//! buffer, and a byte placed at the wrong offset or delivered for the wrong flow is caught.
//! Filling and checking cost a multiply per 8 bytes: MetaRoCE runs move every byte through
//! them twice (the send buffer is filled, the receive buffer checked), so they are on the
//! simulator's hot path for large messages.

use crate::ids::FlowId;
use crate::rng::mix64;

/// Bytes checked per comparison in [`FlowPattern::count_matching`].
const BLOCK_BYTES: usize = 512;

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

    /// Word `index` (bytes `8 * index ..`) of the flow. One multiply and one xor-shift per
    /// 8 bytes: both steps are bijections, so no two words of a flow coincide, and the same
    /// word of two flows (different keys) differs.
    fn word(&self, index: u64) -> u64 {
        let x = (self.key ^ index).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x ^ (x >> 29)
    }

    /// Writes the flow's bytes `[offset, offset + out.len())` into `out`.
    pub fn fill(&self, offset: u64, out: &mut [u8]) {
        let len = out.len();
        let head = ((8 - offset % 8) % 8).min(len as u64) as usize;
        let (unaligned, rest) = out.split_at_mut(head);
        self.fill_bytes(offset, unaligned);
        let first = (offset + head as u64) / 8;
        let mut words = rest.chunks_exact_mut(8);
        for (chunk, index) in (&mut words).zip(first..) {
            chunk.copy_from_slice(&self.word(index).to_le_bytes());
        }
        let tail = words.into_remainder();
        let tail_offset = offset + (len - tail.len()) as u64;
        self.fill_bytes(tail_offset, tail);
    }

    fn fill_bytes(&self, offset: u64, out: &mut [u8]) {
        for (i, byte) in out.iter_mut().enumerate() {
            *byte = self.byte(offset + i as u64);
        }
    }

    fn byte(&self, position: u64) -> u8 {
        self.word(position / 8).to_le_bytes()[(position % 8) as usize]
    }

    /// How many bytes of `data`, taken as the flow's bytes from `offset`, are correct.
    pub fn count_matching(&self, offset: u64, data: &[u8]) -> u64 {
        let head = ((8 - offset % 8) % 8).min(data.len() as u64) as usize;
        let (unaligned, rest) = data.split_at(head);
        let mut matching = self.count_matching_bytes(offset, unaligned);
        let mut index = (offset + head as u64) / 8;
        // Whole blocks: generate the expected bytes and compare them in one go (a memcmp);
        // only a block that differs is counted byte by byte.
        let mut expected = [0u8; BLOCK_BYTES];
        let mut blocks = rest.chunks_exact(BLOCK_BYTES);
        for block in &mut blocks {
            for (chunk, i) in expected.chunks_exact_mut(8).zip(index..) {
                chunk.copy_from_slice(&self.word(i).to_le_bytes());
            }
            matching += if block == expected.as_slice() {
                BLOCK_BYTES as u64
            } else {
                block.iter().zip(&expected).filter(|(a, b)| a == b).count() as u64
            };
            index += (BLOCK_BYTES / 8) as u64;
        }
        let tail = blocks.remainder();
        let tail_offset = offset + (data.len() - tail.len()) as u64;
        let mut words = tail.chunks_exact(8);
        for (chunk, i) in (&mut words).zip(index..) {
            matching += chunk
                .iter()
                .zip(self.word(i).to_le_bytes())
                .filter(|(a, b)| **a == *b)
                .count() as u64;
        }
        let last = words.remainder();
        matching + self.count_matching_bytes(tail_offset + (tail.len() - last.len()) as u64, last)
    }

    fn count_matching_bytes(&self, offset: u64, data: &[u8]) -> u64 {
        data.iter()
            .enumerate()
            .filter(|&(i, &byte)| self.byte(offset + i as u64) == byte)
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
        for shift in 1..8 {
            assert!(pattern.count_matching(shift, &data) < 16, "shift {shift}");
        }
        for other in 0..200 {
            let matching = FlowPattern::new(1, FlowId(other)).count_matching(0, &data);
            assert!(other == 3 || matching < 16, "flow {other}: {matching}");
        }
    }

    #[test]
    fn blocks_and_tails_verify_at_every_length_and_alignment() {
        let pattern = FlowPattern::new(5, FlowId(1));
        let mut whole = vec![0u8; 3000];
        pattern.fill(0, &mut whole);
        for start in [0, 1, 7, 8, 13] {
            for len in [0, 1, 7, 8, 9, 511, 512, 513, 1030, 2900] {
                let part = &whole[start..start + len];
                assert_eq!(pattern.count_matching(start as u64, part), len as u64);
            }
        }
    }

    #[test]
    fn each_wrong_byte_is_counted() {
        let pattern = FlowPattern::new(9, FlowId(0));
        let mut data = vec![0u8; 4096];
        pattern.fill(3, &mut data);
        for i in [0, 4, 5, 17, 4000, 4095] {
            data[i] ^= 0x5a;
        }
        assert_eq!(pattern.count_matching(3, &data), 4096 - 6);
    }
}
