import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Files the command line writes that may hold readers' personal data (an export with readers):
/// readable and writable by their owner alone (mode 0600), whatever the umask, also when an
/// older file of the same name is overwritten.
enum PrivateOutput {
    /// Writes `bytes` to `path` with mode 0600.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileWriteError(path: path, number: errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard fchmod(descriptor, 0o600) == 0 else { throw FileWriteError(path: path, number: errno) }
        do {
            try handle.write(contentsOf: Data(bytes))
            try handle.close()
        } catch {
            throw FileWriteError(path: path, number: ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError).map { Int32($0.code) } ?? EIO)
        }
    }
}
