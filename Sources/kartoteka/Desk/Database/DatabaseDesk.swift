import KartotekaCore
import KartotekaStore
import KartotekaUseCases

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

    /// The library's use cases over the store, opened on first use.
    var library: Library {
        get throws { Library(store: try store) }
    }

    /// Who the command line acts as: whoever can open the database, at no branch's desk in
    /// particular (a copy is lent or taken back wherever it is).
    var principal: Principal { .commandLine() }

    /// Runs a use case as the command line.
    func run<Case: UseCase>(_ useCase: Case) throws -> Case.Output {
        try library.run(useCase, by: principal)
    }

    /// Runs a use case that waits on the outside world as the command line.
    func run<Case: ReachesOutside>(_ useCase: Case) throws -> Case.Output {
        try library.run(useCase, by: principal)
    }
}
