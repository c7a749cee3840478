import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file for an import: in pieces into one reused buffer for streaming, or whole with
/// reads straight into the array (no intermediate `Data` and copy).
struct ImportFileReader {
    /// The size of each piece.
    static let chunkSize = 4 << 20

    let path: String

    /// The file's size in bytes.
    func size() throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.size] as? NSNumber)?.intValue ?? 0
    }

    /// Hands the file to `body` a piece at a time, in order.
    func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        let descriptor = try openForReading()
        defer { close(descriptor) }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Self.chunkSize)
        defer { buffer.deallocate() }
        while true {
            let count = try readSome(descriptor, into: buffer)
            if count == 0 { return }
            try body(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The first bytes of the file (fewer when it is shorter).
    func firstBytes(_ count: Int) throws -> [UInt8] {
        let descriptor = try openForReading()
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = try bytes.withUnsafeMutableBufferPointer { try readSome(descriptor, into: UnsafeMutableBufferPointer(rebasing: $0[filled...])) }
            if read == 0 { break }
            filled += read
        }
        return Array(bytes[..<filled])
    }

    /// The whole file.
    func readAll() throws -> [UInt8] {
        let descriptor = try openForReading()
        defer { close(descriptor) }
        let expected = try size()
        var failure: (any Error)?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            initialized = 0
            while initialized < expected {
                do {
                    let count = try readSome(descriptor, into: UnsafeMutableBufferPointer(rebasing: buffer[initialized...]))
                    if count == 0 { break }
                    initialized += count
                } catch {
                    failure = error
                    break
                }
            }
        }
        if let failure { throw failure }
        // A file that grew since its size was taken: the rest in pieces.
        let rest = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)
        defer { rest.deallocate() }
        while true {
            let count = try readSome(descriptor, into: rest)
            if count == 0 { return bytes }
            bytes.append(contentsOf: rest[..<count])
        }
    }

    private func openForReading() throws -> Int32 {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
        return descriptor
    }

    private func readSome(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path]) }
        }
    }
}
