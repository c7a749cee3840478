import KartotekaCore
import Synchronization

/// The library's frame (its name, whether it offers the locations service), read once per
/// request on first need: a page asks for it through its context several times.
final class LibraryFrameCache: Sendable {
    private let cached = Mutex<LibraryFrame?>(nil)

    /// The frame read before, or read now with `read` (nameless and without locations when the
    /// read fails: a page still shows).
    func frame(_ read: () throws -> LibraryFrame) -> LibraryFrame {
        if let frame = cached.withLock({ $0 }) { return frame }
        let frame = (try? read()) ?? LibraryFrame()
        cached.withLock { $0 = frame }
        return frame
    }
}
