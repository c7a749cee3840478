/// The process's heap as the C library keeps it (glibc's malloc on Linux; nothing elsewhere).
///
/// glibc keeps memory that was freed for later allocations rather than returning it to the
/// system, so a server that once held a large answer, or answered a burst of requests, stays that
/// large; ``giveBackFreed()`` after such work returns what is free.
public enum ProcessMemory {
    /// Returns the heap's free pages to the system (`malloc_trim`). Costs a walk over the heap:
    /// for after large work or a busy spell, not for every request.
    public static func giveBackFreed() {
        #if os(Linux)
        _ = mallocTrim(0)
        #endif
    }
}

#if os(Linux)
/// glibc's `malloc_trim` (in `malloc.h`, which the Glibc module leaves out).
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32
#endif
