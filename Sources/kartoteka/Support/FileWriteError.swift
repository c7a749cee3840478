import Foundation
import KartotekaCore
#if canImport(Glibc)
import Glibc
#endif

/// A file the command was to write could not be written, and why, in the user's language: no
/// such folder, not allowed, a folder of that name, a full or read-only disk.
struct FileWriteError: KartotekaError {
    /// The path that was given.
    let path: String
    /// The system's error number.
    let number: Int32

    var code: String { "file_not_written" }
    var kind: FailureKind { .invalidInput }
    var message: Bilingual {
        let number = number
        let path = path
        return Bilingual { $0.fileNotWritten(path, reason: FileWriteError.reason(number, $0)) }
    }

    private static func reason(_ number: Int32, _ texts: any CommandTexts) -> String {
        switch number {
        case ENOENT, ENOTDIR: texts.noSuchFolder
        case EACCES, EPERM: texts.notAllowedToWrite
        case EISDIR: texts.pathIsAFolder
        case ENOSPC, EDQUOT: texts.diskFull
        case EROFS: texts.diskReadOnly
        default: String(cString: strerror(number))
        }
    }
}
