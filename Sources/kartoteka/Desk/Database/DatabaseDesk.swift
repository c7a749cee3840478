import KartotekaCore
import KartotekaStore

/// The desk over the library database on this computer.
struct DatabaseDesk: Sendable {
    let database: LocalDatabase
    let clock: any LibraryClock
    let calendar: LibraryCalendar
    let language: Language
    let configuration: Configuration

    /// The store, opened on first use.
    var store: any LibraryStore {
        get throws { try database.store() }
    }
}
