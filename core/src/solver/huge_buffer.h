// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Zeroed memory for the endgame builders' large arrays, asked of the kernel
// in huge pages where it has them (transparent huge pages): their lookups
// jump across gigabytes, and with 4 kB pages nearly every one of them also
// misses the processor's page table cache (TLB).

#include <cstddef>
#include <new>
#include <utility>

#include <sys/mman.h>

namespace mancala::solver {

template <class T>
class HugeBuffer {
public:
    HugeBuffer() = default;
    explicit HugeBuffer(std::size_t count) : m_count(count)
    {
        if (count == 0)
            return;
        void* p = ::mmap(nullptr, bytes(), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            throw std::bad_alloc();
        ::madvise(p, bytes(), MADV_HUGEPAGE); // advice only: without it the pages are small
        m_data = static_cast<T*>(p);
    }
    ~HugeBuffer() { release(); }
    HugeBuffer(HugeBuffer&& other) noexcept { *this = std::move(other); }
    HugeBuffer& operator=(HugeBuffer&& other) noexcept
    {
        if (this != &other) {
            release();
            m_data = std::exchange(other.m_data, nullptr);
            m_count = std::exchange(other.m_count, 0);
        }
        return *this;
    }
    HugeBuffer(const HugeBuffer&) = delete;
    HugeBuffer& operator=(const HugeBuffer&) = delete;

    T* data() { return m_data; }
    const T* data() const { return m_data; }
    std::size_t size() const { return m_count; }
    T& operator[](std::size_t i) { return m_data[i]; }
    const T& operator[](std::size_t i) const { return m_data[i]; }

private:
    std::size_t bytes() const { return m_count * sizeof(T); }
    void release()
    {
        if (m_data)
            ::munmap(m_data, bytes());
        m_data = nullptr;
        m_count = 0;
    }

    T* m_data = nullptr;
    std::size_t m_count = 0;
};

} // namespace mancala::solver
