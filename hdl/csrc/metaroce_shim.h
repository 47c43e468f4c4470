// SPDX-License-Identifier: MIT OR Apache-2.0
//
// Port access for the extern "C" shims that build.rs writes around each Verilator model.
// A port is passed as little-endian 32-bit words whatever its width, so one pair of C
// functions (set/get by port index) serves every port of every model. The existing
// Rust crates for Verilator do not build against Verilator 5.006, hence this shim.
#pragma once

#include <cstddef>
#include <cstdint>

#include "verilated.h"

namespace metaroce_shim {

inline void set(CData& port, const uint32_t* words) { port = static_cast<CData>(words[0]); }
inline void set(SData& port, const uint32_t* words) { port = static_cast<SData>(words[0]); }
inline void set(IData& port, const uint32_t* words) { port = words[0]; }
inline void set(QData& port, const uint32_t* words) {
    port = static_cast<QData>(words[0]) | (static_cast<QData>(words[1]) << 32);
}
template <std::size_t N>
void set(VlWide<N>& port, const uint32_t* words) {
    for (std::size_t i = 0; i < N; ++i) port[i] = words[i];
}

inline void get(const CData& port, uint32_t* words) { words[0] = port; }
inline void get(const SData& port, uint32_t* words) { words[0] = port; }
inline void get(const IData& port, uint32_t* words) { words[0] = port; }
inline void get(const QData& port, uint32_t* words) {
    words[0] = static_cast<uint32_t>(port);
    words[1] = static_cast<uint32_t>(port >> 32);
}
template <std::size_t N>
void get(const VlWide<N>& port, uint32_t* words) {
    for (std::size_t i = 0; i < N; ++i) words[i] = port[i];
}

}  // namespace metaroce_shim
