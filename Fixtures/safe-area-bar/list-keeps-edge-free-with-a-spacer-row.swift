// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

// A Form or List whose last row is empty room of a fixed height (a clear Spacer row) keeps
// its rows clear of a button floating at the bottom. The note says so, and that an inset
// reserves the button's own height, so the spacer row goes; a rewrite says the same.
struct TransferForm: View {
    @State private var amount = ""

    var body: some View {
        ZStack {
            Form {
                Section {
                    TextField("Amount", text: $amount)
                }
                Spacer(minLength: 50)
                    .listRowBackground(Color.clear)
            }
            VStack {
                Spacer()
                Button("Send") {}
                    .padding()
            }
        }
    }
}

struct ContactsList: View {
    let names: [String]

    var body: some View {
        List {
            ForEach(names, id: \.self) { name in
                Text(name)
            }
            Color.clear
                .frame(height: 72)
                .listRowSeparator(.hidden)
        }
        .overlay(alignment: .bottom) {
            Button("Add Contact") {}
                .buttonStyle(.borderedProminent)
        }
    }
}

// A List built from data has no last row of its own: nothing is reserved.
struct TagsList: View {
    let tags: [String]

    var body: some View {
        ZStack {
            List(tags, id: \.self) { tag in
                Text(tag)
            }
            VStack {
                Spacer()
                Button("New Tag") {}
            }
        }
    }
}
