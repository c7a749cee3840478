import KartotekaCore
import KartotekaWire

/// The reader holding a copy, as a page names them: by name and ticket (and phone, on the overdue
/// list) to an account that may browse readers; by ticket only to a circulation helper, who opens
/// the reader's card by it when needed — so title cards and the overdue list cannot be paged
/// through for readers' names and phones.
enum HolderMention {
    static func render(_ context: PageContext, _ holder: LoanHolder?, withPhone: Bool = false) -> HTML {
        guard let holder else { return HTML(raw: HTML.escape(context.texts.readerRemoved)) }
        let card = ReaderPages.card.path(holder.ticketNumber)
        guard context.holderDisclosure == .contact else {
            return "<a href=\"\(card)\">\(context.texts.ticket) \(holder.ticketNumber)</a>"
        }
        if withPhone {
            return "<a href=\"\(card)\">\(holder.shortName)</a> · <span class=\"phone\">\(holder.phone)</span>"
        }
        return "<a href=\"\(card)\">\(holder.shortName)</a> (\(context.texts.ticket) \(holder.ticketNumber))"
    }
}
