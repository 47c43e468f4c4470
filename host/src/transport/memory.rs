//! Registered memory regions: the only memory the transport ever writes.
//!
//! A region is registered with a virtual base address, a length and access rights, and is
//! named by a key (the rkey, for the peer; the lkey, locally — one key serves both here).
//! Placement of remote WRITEs and SENDs goes through [`MemoryRegions::check_remote_write`]
//! and [`MemoryRegions::write`], so nothing outside a registered region can be written.

use crate::Error;

/// Access rights of a memory region.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Access(u8);

impl Access {
    /// The local application may read it (source of WRITE and SEND).
    pub const LOCAL_READ: Self = Self(1);
    /// The local transport may write into it (target of posted receives).
    pub const LOCAL_WRITE: Self = Self(2);
    /// The peer may WRITE into it.
    pub const REMOTE_WRITE: Self = Self(4);
    /// Everything.
    pub const ALL: Self = Self(7);

    /// Whether every right of `other` is granted.
    pub const fn contains(self, other: Self) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of two sets of rights.
    pub const fn union(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    /// The raw bits (what the hardware's region table stores).
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Access from raw bits; `None` if a bit has no meaning.
    pub const fn from_bits(bits: u8) -> Option<Self> {
        if bits & !Self::ALL.0 == 0 {
            Some(Self(bits))
        } else {
            None
        }
    }
}

/// What the placement check needs to know of a region: the row of the hardware's region table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RegionEntry {
    /// Virtual address of the first byte.
    pub base: u64,
    /// Length in bytes.
    pub len: u64,
    /// Access rights.
    pub access: Access,
}

impl RegionEntry {
    /// Whether `[addr, addr + len)` lies inside the region (overflow-safe).
    pub fn contains(&self, addr: u64, len: u64) -> bool {
        addr >= self.base
            && addr
                .checked_add(len)
                .is_some_and(|end| end <= self.base + self.len)
    }
}

/// Looks regions up by key: implemented by [`MemoryRegions`] and by the hardware's table model.
pub trait RegionTable {
    /// The region named by `key`, if any.
    fn region(&self, key: u32) -> Option<RegionEntry>;
}

#[derive(Debug)]
struct Region {
    entry: RegionEntry,
    bytes: Vec<u8>,
}

/// The registered regions of one endpoint, with their bytes.
#[derive(Debug, Default)]
pub struct MemoryRegions {
    /// Slot `i` holds the region whose key is `(i + 1) << 8 | tag`.
    slots: Vec<Option<(u32, Region)>>,
}

impl MemoryRegions {
    /// Registers a zero-filled region of `len` bytes at virtual address `base`.
    pub fn register(&mut self, base: u64, len: u64, access: Access) -> Result<u32, Error> {
        if len == 0 || base.checked_add(len).is_none() {
            return Err(Error::InvalidConfig {
                field: "len",
                reason: format!("region {base:#x}+{len} is empty or wraps the address space"),
            });
        }
        let size = usize::try_from(len).map_err(|_| Error::InvalidConfig {
            field: "len",
            reason: format!("{len} bytes do not fit this host's memory"),
        })?;
        let index = u32::try_from(self.slots.len() + 1)
            .ok()
            .filter(|&i| i < 1 << 24)
            .ok_or_else(|| Error::InvalidConfig {
                field: "regions",
                reason: "too many regions registered".into(),
            })?;
        // Index in the high bits, a scrambled key byte in the low ones (like an IB key), so
        // that a stale or guessed key rarely names a live region. Slots are never reused.
        let key = (index << 8) | (index.wrapping_mul(0x9d) & 0xff);
        let region = Region {
            entry: RegionEntry { base, len, access },
            bytes: vec![0; size],
        };
        self.slots.push(Some((key, region)));
        Ok(key)
    }

    fn slot(&self, key: u32) -> Option<&Region> {
        let index = usize::try_from((key >> 8).checked_sub(1)?).ok()?;
        match self.slots.get(index)? {
            Some((k, region)) if *k == key => Some(region),
            _ => None,
        }
    }

    fn slot_mut(&mut self, key: u32) -> Option<&mut Region> {
        let index = usize::try_from((key >> 8).checked_sub(1)?).ok()?;
        match self.slots.get_mut(index)? {
            Some((k, region)) if *k == key => Some(region),
            _ => None,
        }
    }

    /// Removes a region (its memory is freed). Later packets naming its key get a
    /// remote-access NACK.
    pub fn deregister(&mut self, key: u32) -> Result<(), Error> {
        self.slot(key).ok_or(Error::UnknownRegion(key))?;
        let index = (key >> 8) as usize - 1;
        self.slots[index] = None;
        Ok(())
    }

    fn get(&self, key: u32) -> Result<&Region, Error> {
        self.slot(key).ok_or(Error::UnknownRegion(key))
    }

    /// The virtual base address of region `key`.
    pub fn region_base(&self, key: u32) -> Option<u64> {
        self.slot(key).map(|r| r.entry.base)
    }

    /// The bytes of region `key`.
    pub fn bytes(&self, key: u32) -> Result<&[u8], Error> {
        Ok(&self.get(key)?.bytes)
    }

    /// The bytes of region `key`, for the local application to fill.
    pub fn bytes_mut(&mut self, key: u32) -> Result<&mut [u8], Error> {
        self.slot_mut(key)
            .map(|r| r.bytes.as_mut_slice())
            .ok_or(Error::UnknownRegion(key))
    }

    /// Checks that `[offset, offset+len)` of region `key` exists and grants `access`.
    pub fn check_local(
        &self,
        key: u32,
        offset: u64,
        len: u64,
        access: Access,
    ) -> Result<(), Error> {
        let region = self.get(key)?;
        if !region.entry.access.contains(access) {
            return Err(Error::AccessDenied(key));
        }
        if offset
            .checked_add(len)
            .is_none_or(|end| end > region.entry.len)
        {
            return Err(Error::OutOfBounds {
                key,
                offset,
                len,
                region_len: region.entry.len,
            });
        }
        Ok(())
    }

    /// Reads bytes for transmission. The range must have passed [`check_local`](Self::check_local);
    /// returns `None` if the region has since been deregistered or shrunk out of range.
    pub fn read(&self, key: u32, offset: u64, len: usize) -> Option<&[u8]> {
        let region = self.slot(key)?;
        let start = usize::try_from(offset).ok()?;
        region.bytes.get(start..start.checked_add(len)?)
    }

    /// Writes `data` at virtual address `addr` of region `key`; refuses (returns false, writes
    /// nothing) unless the whole range lies in the region.
    pub fn write(&mut self, key: u32, addr: u64, data: &[u8]) -> bool {
        let Some(region) = self.slot_mut(key) else {
            return false;
        };
        if !region.entry.contains(addr, data.len() as u64) {
            return false;
        }
        let start = (addr - region.entry.base) as usize;
        region.bytes[start..start + data.len()].copy_from_slice(data);
        true
    }
}

impl RegionTable for MemoryRegions {
    fn region(&self, key: u32) -> Option<RegionEntry> {
        self.slot(key).map(|r| r.entry)
    }
}
