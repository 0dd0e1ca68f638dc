// fixture: deployment-target=iOS=17.0
import SwiftUI

// Text-input settings (.textInputAutocapitalization, .autocorrectionDisabled, .keyboardType,
// .submitLabel) change how a field edits, not how much room it takes: a search field built
// with them is sized as its field is, and the Spacer under it is a frame, safely.
struct LookupField: View {
    @Binding var query: String

    var body: some View {
        HStack {
            Image(systemName: "magnifyingglass")
            TextField("Find", text: $query)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .keyboardType(.webSearch)
                .submitLabel(.search)
        }
        .padding(8)
    }
}

struct LookupScreen: View {
    @State private var query = ""

    var body: some View {
        LookupField(query: $query)
            .frame(maxHeight: .infinity, alignment: .top)
            .padding()
    }
}
