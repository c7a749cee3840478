import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// Finds readers for the account asking: by any words for those who may browse readers;
/// otherwise (a circulation helper) only the reader whose ticket is the text, or the readers whose
/// phone or parent's phone is the text's number — so readers' personal data cannot be paged through.
/// A helper's every reader found is a card opened: within the look-ups' limits, in the access
/// log, and as the desk sees it (``ReaderDetails/seenAtTheDesk``).
enum ReaderFinder {
    /// Readers matching the text, one page.
    static func find(_ text: String, page: PageRequest, context: RequestContext) throws -> Page<ReaderSummary> {
        if context.principal?.account.may(.browseReaders) ?? false {
            return try context.store.listReaders(ReaderQuery(text: text, page: page))
        }
        let typed = text.trimmingCharacters(in: .whitespaces)
        var tickets: [TicketNumber] = []
        if let ticket = try? TicketNumber(validating: typed) { tickets.append(ticket) }
        if let phone = try? PhoneNumber(validating: typed) {
            // Readers are found by the number's key, their own or a parent's (siblings share one).
            let candidates = try context.store.listReaders(ReaderQuery(text: phone.key, page: PageRequest(limit: PageRequest.maximumLimit)))
            tickets += candidates.items.filter { $0.record.reader.phones.contains { $0.key == phone.key } }.map(\.record.reader.ticketNumber)
                .filter { !tickets.contains($0) }
        }
        let shown = tickets.dropFirst(page.offset).prefix(page.limit)
        let today = context.today
        // A ticket no reader has is found by nobody (it still counts as a card asked for).
        let found = try shown.compactMap { ticket -> ReaderSummary? in
            let details: ReaderDetails
            do { details = try context.readerCard(ticket) } catch ReaderError.readerNotFound { return nil }
            return ReaderSummary(record: details.record, openLoanCount: details.openLoans.count,
                                 overdueCount: details.openLoans.filter { $0.loan.isOverdue(on: today) }.count)
        }
        return Page(items: found, offset: page.offset, limit: page.limit, hasMore: tickets.count > page.offset + page.limit)
    }
}
