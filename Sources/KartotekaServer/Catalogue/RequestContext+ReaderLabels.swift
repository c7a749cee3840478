import KartotekaCore
import KartotekaUseCases

extension RequestContext {
    /// Reader tickets on a label sheet print readers' names: only an account that may browse
    /// readers prints them (a circulation helper prints copies' labels only).
    func checkMayLabel(_ tickets: [TicketNumber]) throws {
        guard !tickets.isEmpty, !(principal?.account.may(.browseReaders) ?? false) else { return }
        throw UseCaseRefusal(action: "print reader labels")
    }
}
