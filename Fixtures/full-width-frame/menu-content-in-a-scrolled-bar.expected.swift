import SwiftUI

// A filter bar scrolls sideways, and one of its chips is a Menu. What the Menu holds shows
// in its pop-up menu, not in the bar: the stack inside it is not laid out in the
// horizontal ScrollView, even through a titled group of the project.
struct FilterChips: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                SortMenu()
                Text("All")
            }
        }
    }
}

struct TitledGroup<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        Section(title) {
            content()
        }
    }
}

struct SortMenu: View {
    var body: some View {
        Menu("Sort") {
            TitledGroup(title: "Order") {
                Label("Newest first", systemImage: "clock")
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}
