/// Copies of a line of the КСУ counted by kind of document and by subject section.
public struct KSUBreakdown: Sendable, Hashable, Codable {
    /// Copies by kind of document.
    public var byType: [DocumentType: Int]
    /// Copies by BBK section.
    public var bySection: [BBKSection: Int]

    /// An empty breakdown.
    public init(byType: [DocumentType: Int] = [:], bySection: [BBKSection: Int] = [:]) {
        self.byType = byType
        self.bySection = bySection
    }

    /// Counts one more copy.
    public mutating func add(_ type: DocumentType, _ section: BBKSection) {
        byType[type, default: 0] += 1
        bySection[section, default: 0] += 1
    }

    /// Both breakdowns added up.
    public func adding(_ other: KSUBreakdown) -> KSUBreakdown {
        KSUBreakdown(byType: byType.merging(other.byType, uniquingKeysWith: +), bySection: bySection.merging(other.bySection, uniquingKeysWith: +))
    }
}
