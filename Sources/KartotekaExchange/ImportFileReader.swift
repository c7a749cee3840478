import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file for an import in pieces into one reused buffer, so memory stays bounded whatever
/// the file's size.
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
