//! What a receiver knows of the messages arriving on a connection: how many bytes of them
//! are still to come.
//!
//! Every DATA packet carries its message's length and its offset in it, so the receiver can
//! tell, without asking the sender, how much of each message in flight it still expects.
//! The rate hints use it: senders of one receiver that share its link finish together when
//! each gets a share in proportion to what it has left, which is what a collective (an
//! incast, an all-to-all) waits for — it is done when its last flow is.

/// Messages tracked per connection at most; beyond it the one seen least recently is
/// forgotten (its bytes no longer count), so a sender cannot grow the table.
pub const TRACKED_MESSAGES: usize = 32;

#[derive(Debug, Clone, Copy)]
struct Partial {
    send: bool,
    stream: u32,
    msn: u32,
    len: u32,
    placed: u32,
}

/// The messages of one connection that have started arriving and are not complete.
#[derive(Debug, Default, Clone)]
pub struct InboundMessages {
    /// Most recently seen last.
    partial: Vec<Partial>,
}

impl InboundMessages {
    /// Counts `payload_len` newly placed bytes of message `msn` of `stream` (a SEND or a
    /// WRITE, numbered apart) of `msg_len` bytes; a message is forgotten once all its bytes
    /// are placed. Returns whether this packet completed its message.
    pub fn on_placed(
        &mut self,
        send: bool,
        stream: u32,
        msn: u32,
        msg_len: u32,
        payload_len: u16,
    ) -> bool {
        let found = self
            .partial
            .iter()
            .rposition(|m| m.send == send && m.stream == stream && m.msn == msn);
        let index = match found {
            Some(index) => index,
            None => {
                if self.partial.len() == TRACKED_MESSAGES {
                    self.partial.remove(0);
                }
                self.partial.push(Partial {
                    send,
                    stream,
                    msn,
                    len: msg_len,
                    placed: 0,
                });
                self.partial.len() - 1
            }
        };
        let message = &mut self.partial[index];
        message.placed = message.placed.saturating_add(u32::from(payload_len));
        let complete = message.placed >= message.len;
        if complete {
            self.partial.remove(index);
        }
        complete
    }

    /// Bytes of the messages under way not received yet.
    pub fn remaining_bytes(&self) -> u64 {
        self.partial
            .iter()
            .map(|m| u64::from(m.len.saturating_sub(m.placed)))
            .sum()
    }

    /// Forgets everything (the connection closed).
    pub fn clear(&mut self) {
        self.partial.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remaining_bytes_shrink_as_payload_is_placed_and_complete_messages_are_forgotten() {
        let mut messages = InboundMessages::default();
        messages.on_placed(false, 0, 0, 10_000, 4096);
        messages.on_placed(true, 1, 0, 5000, 1000);
        assert_eq!(messages.remaining_bytes(), 5904 + 4000);
        messages.on_placed(false, 0, 0, 10_000, 4096);
        messages.on_placed(false, 0, 0, 10_000, 1808);
        assert_eq!(messages.remaining_bytes(), 4000);
        assert_eq!(messages.partial.len(), 1);
    }

    #[test]
    fn a_sender_cannot_grow_the_table_past_its_bound() {
        let mut messages = InboundMessages::default();
        for msn in 0..1000 {
            messages.on_placed(false, 0, msn, 2, 1);
        }
        assert_eq!(messages.partial.len(), TRACKED_MESSAGES);
        assert_eq!(messages.remaining_bytes(), TRACKED_MESSAGES as u64);
    }
}
