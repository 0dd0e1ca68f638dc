import SwiftUI

// Bodies in another file that hold a flexible view: the stacks beside them keep their
// Spacers, as they would in the body's own file.
struct SearchBar: View {
    @Binding var query: String

    var body: some View {
        HStack {
            Image(systemName: "magnifyingglass")
            TextField("Search", text: $query)
        }
    }
}

struct TitleRow: View {
    let title: String

    var body: some View {
        HStack {
            Text(title)
            Image(systemName: "chevron.right")
            Spacer()
        }
    }
}

struct Banner: View {
    var body: some View {
        Text("New")
            .padding()
            .frame(maxWidth: .infinity)
    }
}

struct Meter: View {
    var body: some View {
        VStack {
            Text("Level")
            Color.green.frame(height: 4)
        }
    }
}
