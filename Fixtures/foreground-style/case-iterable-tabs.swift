// fixture: deployment-target=iOS=17.0
import SwiftUI

/// `ForEach(Tab.allCases) { tab in … }`: `allCases` of a CaseIterable enum is the compiler's
/// `[Tab]`, so `tab.tint` is a Color and foregroundStyle takes it as it is.
struct TabStrip: View {
    @Binding var selection: Tab

    var body: some View {
        HStack {
            ForEach(Tab.allCases, id: \.self) { tab in
                Text(tab.title)
                    .foregroundColor(tab == selection ? tab.tint : .gray)
            }
        }
    }
}

enum Tab: CaseIterable {
    case inbox, archive

    var title: String { self == .inbox ? "Inbox" : "Archive" }
    var tint: Color { self == .inbox ? .blue : .orange }
}
