import SwiftUI

struct Chip: View {
    var body: some View { Text("Chip") }
}

struct ReviewOnly: View {
    let title: String
    let items: [String]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(items, id: \.self) { item in
                    VStack { Text(item); Spacer() }
                }
            }
            Grid {
                GridRow {
                    HStack { Text(title); Spacer() }
                }
            }
            HStack {
                Spacer(minLength: 16)
                Chip()
            }
            HStack { Text(title).frame(minWidth: 100); Spacer() }
        }
    }
}
