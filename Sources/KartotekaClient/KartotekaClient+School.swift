import Foundation

extension KartotekaClient {
    /// The classes pupils are in now, with their sizes.
    public func schoolClasses() async throws(KartotekaClientError) -> [ClassSizeResource] {
        try await send(Routes.School.classes)
    }

    /// Brings in a class list (CSV bytes as a spreadsheet saves them); `schoolClass` is the class of
    /// rows naming none. With `dryRun` nothing is stored: the report says what would be.
    public func importClassList(_ data: Data, schoolClass: SchoolClass? = nil,
                                dryRun: Bool = false) async throws(KartotekaClientError) -> ClassListReport {
        try await send(Routes.School.importList, query: [Routes.Exchange.dryRun.item(dryRun), Routes.School.listClass.item(schoolClass)],
                       body: .file(FileUpload(data, mediaType: "text/csv")))
    }

    /// The yearly promotion: every class a grade up, the last grade's pupils graduated. Run it
    /// with `dryRun` first.
    public func promoteClasses(dryRun: Bool) async throws(KartotekaClientError) -> PromotionResult {
        try await send(Routes.School.promote, query: [Routes.Exchange.dryRun.item(dryRun)])
    }

    /// Undoes the last yearly promotion: every pupil back in their class, its graduates readers
    /// again. With none to undo, 409.
    public func undoPromotion() async throws(KartotekaClientError) -> PromotionUndoResult {
        try await send(Routes.School.undoPromotion)
    }
}
