import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// How a reader signs in to the self-service catalogue, on their card: a password the librarian
/// sets (or removes), one-time codes by e-mail on or off, and lifting a lock after wrong codes.
enum ReaderAccessPanel {
    static let endpoints: [any EndpointDeclaration] = [change]

    /// A new password; empty: keep the one set.
    static let password = FormField.text("readerPassword")
    /// Remove the password.
    static let removePassword = FormField.checkbox("removePassword")
    /// Codes by e-mail on (ticked) or off.
    static let codes = FormField.checkbox("codesEnabled")
    /// Lift a lock after wrong codes.
    static let unlock = FormField.checkbox("unlock")

    static let change: PageRoute<TicketNumber> = Endpoint.form("/readers/\(PathParameters.ticket)/access", .permission(.editReaders),
                                                               fields: [password, removePassword, codes, unlock]) { context in
        let ticket = try context.path(PathParameters.ticket)
        let change = try ReaderPasswordChange.typed(try context.form(password), remove: try context.form(removePassword),
                                                    hashing: context.services.hasher.hash)
        _ = try context.run(ChangeReaderAccess(ticket, password: change, codesEnabled: try context.form(codes),
                                               unlock: try context.form(unlock)))
        return .redirect(to: Notice.readerSaved.shown(on: ReaderPages.card.path(ticket)))
    }

    /// The section of the reader card: how the reader may sign in now, and the form that changes it.
    static func render(_ context: PageContext, details: ReaderDetails, now: Date) -> HTML {
        guard context.may(.editReaders) else { return .empty }
        let access = details.access
        let texts = context.texts
        var state: [String] = [access.hasPassword ? texts.readerHasPassword : texts.readerHasNoPassword]
        if access.codesEnabled { state.append(texts.readerCodesOn) }
        if access.isLocked(at: now) { state.append(texts.readerSignInLockedNow) }
        let codesChecked: HTML = access.codesEnabled ? " checked" : .empty
        let unlockBox: HTML = access.isLocked(at: now)
            ? "<label class=\"check\"><input type=\"checkbox\" name=\"unlock\" value=\"1\"> \(texts.unlockReaderSignIn)</label>" : .empty
        let removeBox: HTML = access.hasPassword
            ? "<label class=\"check\"><input type=\"checkbox\" name=\"removePassword\" value=\"1\"> \(texts.removeReaderPassword)</label>" : .empty
        return """
            <section id="reader-access"><h2>\(texts.selfServiceHeading)</h2>
            <p class="muted">\(state.joined(separator: " · "))</p>
            <form method="post" action="\(ReaderAccessPanel.change.path(details.record.reader.ticketNumber))" class="form compact" id="reader-access-form">
            <label class="field"><span>\(texts.newReaderPassword)</span><input type="password" name="readerPassword" autocomplete="new-password"></label>
            \(removeBox)
            <label class="check"><input type="checkbox" name="codesEnabled" value="1"\(codesChecked)> \(texts.readerCodesByEmail)</label>
            \(unlockBox)
            <div class="actions"><button type="submit">\(texts.save)</button></div>
            </form></section>
            """
    }
}
