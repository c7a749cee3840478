import Foundation

/// The tests' scratch folders. All of one test process's are made in one folder of the system's
/// temporary directory, removed when the process exits, so that runs of the suite do not pile up
/// databases and logs there (a thousand folders a run before). `make test` also gives each run a
/// temporary directory of its own and removes it afterwards, which covers a process that crashed.
public enum TemporaryDirectory {
    /// This process's folder, made at first use; removed at exit.
    private static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("kartoteka-tests-\(getpid())-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TemporaryDirectory.root) }
        return url
    }()

    /// A new empty folder, named for what it holds (`server`, `cli`, `exchange`…).
    public static func make(_ purpose: String = "store") throws -> URL {
        let url = path(purpose)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A new path in this process's folder that nothing is at yet, for what will make it itself
    /// (a backup job its folder, a test its file).
    public static func path(_ purpose: String) -> URL {
        root.appendingPathComponent("\(purpose)-\(UUID().uuidString)")
    }
}
