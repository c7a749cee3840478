import KartotekaUseCases

extension CommandContext {
    /// Runs a use case on the library database on this computer, as the command line (refused
    /// while a server is set: only commands that work solely on the database call this).
    func run<Case: UseCase>(_ useCase: Case) throws -> Case.Output {
        try Library(store: store()).run(useCase, by: .commandLine())
    }

    /// Runs a use case that waits on the outside world on the library database on this computer,
    /// as the command line.
    func run<Case: ReachesOutside>(_ useCase: Case) throws -> Case.Output {
        try Library(store: store()).run(useCase, by: .commandLine())
    }
}
