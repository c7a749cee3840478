#if canImport(Glibc)
import Glibc
#endif

/// Database files readable and writable by their owner alone (mode 0600): they hold readers'
/// names, phones and addresses.
///
/// SQLite creates a new database with mode 0644 (less the umask) and gives its `-wal`, `-shm` and
/// `-journal` files the database file's mode, so creating the database file empty with 0600
/// before SQLite opens it makes all of them private, whatever the umask. An existing file keeps
/// its mode.
enum PrivateFile {
    /// The mode of every file the store creates.
    static let mode: mode_t = 0o600

    /// Creates `path` empty with mode 0600 unless something is there already. Paths SQLite does
    /// not treat as files (`:memory:`, `file:` URIs, the empty temporary name) are left alone.
    static func createIfMissing(_ path: String) {
        guard !path.isEmpty, path != ":memory:", !path.hasPrefix("file:") else { return }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if descriptor >= 0 { close(descriptor) }
    }

    /// Removes a file and the journal files SQLite may have left beside it (`-wal`, `-shm`,
    /// `-journal`), if they are regular files.
    static func removeWithJournals(_ path: String) {
        for name in [path, path + "-wal", path + "-shm", path + "-journal"] {
            var info = stat()
            if lstat(name, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(name) }
        }
    }
}
