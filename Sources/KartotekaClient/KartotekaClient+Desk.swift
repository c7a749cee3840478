import Foundation

extension KartotekaClient {
    /// What the reader-first desk does with a scan (`POST /api/v1/desk/scans`): a reader's ticket
    /// brings the reader up, a copy on loan is taken back, any other copy is lent to the reader
    /// at the desk (`ticketNumber`), to read in the library when `inLibrary`. A refusal is an answer
    /// too: `outcome` `refused`, and why. With `secondCopy`, a copy of a title the reader holds a
    /// copy of already is lent too; with `lendAgain`, a copy the reader handed in moments ago is
    /// lent back.
    public func deskScan(_ code: String, ticketNumber: TicketNumber? = nil, secondCopy: Bool = false, lendAgain: Bool = false,
                         inLibrary: Bool = false, overrideAgeMark: Bool = false) async throws(KartotekaClientError) -> DeskScanResult {
        try await send(Routes.Desk.scan, body: .json(DeskScanInput(code: code, ticketNumber: ticketNumber?.rawValue,
                                                                   secondCopy: secondCopy ? true : nil, lendAgain: lendAgain ? true : nil,
                                                                   inLibrary: inLibrary ? true : nil,
                                                                   overrideAgeMark: overrideAgeMark ? true : nil)))
    }
}
