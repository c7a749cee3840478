import Foundation

/// Where the CLI writes: standard output for results, standard error for messages.
struct Console: Sendable {
    /// Writes a line to standard output.
    func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes text that ends its own lines to standard output, as it is.
    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes a line to standard error.
    func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
