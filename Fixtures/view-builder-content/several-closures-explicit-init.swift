import SwiftUI

/// Two closures assigned by one init: both convert, and the init with them.
struct Disclosure<Label: View, Content: View>: View {
    let isExpanded: Bool
    let label: () -> Label
    let content: () -> Content

    init(
        isExpanded: Bool,
        @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.isExpanded = isExpanded
        self.label = label
        self.content = content
    }

    var body: some View {
        VStack(alignment: .leading) {
            label()
            content()
                .opacity(isExpanded ? 1 : 0)
        }
    }
}

struct DisclosureCallSites: View {
    var body: some View {
        Disclosure(isExpanded: true) {
            Text("Label")
        } content: {
            Text("Content")
        }
        Disclosure(isExpanded: false, label: { Text("Label") }, content: { Text("Content") })
    }
}
