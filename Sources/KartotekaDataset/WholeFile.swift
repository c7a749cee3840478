import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole file as bytes for the parse benchmark, mapped rather than copied.
enum WholeFile {
    /// Maps a whole file read-only and hands its bytes to `body`: the page cache's pages
    /// themselves, read ahead at once, with no copy at all.
    static func withMappedBytes<T>(at path: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path]) }
        let size = Int(status.st_size)
        guard size > 0 else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        #if canImport(Glibc)
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != MAP_FAILED else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        defer { munmap(address, size) }
        return try body(UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size))
    }
}
