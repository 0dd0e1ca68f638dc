// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A List shortened at the bottom by padding on it ends above the button a VStack with a
// Spacer pins there: no row goes under the button, so there is nothing to say by default.
struct ScanChoices: View {
    let choices: [String]
    @State private var useFlash = false

    var body: some View {
        ZStack {
            List {
                Toggle("Flash", isOn: $useFlash)
                ForEach(choices, id: \.self) { choice in
                    Button(choice) {}
                }
            }
            .listStyle(.plain)
            .padding(.bottom, 56)

            VStack {
                Spacer()
                Button("Cancel") {}
                    .controlSize(.large)
            }
        }
    }
}

// The same, pinned by a frame that fills the height: also already clear of the rows.
struct ScanChoicesFramed: View {
    let choices: [String]

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(choices, id: \.self) { choice in
                    Button(choice) {}
                }
            }
            .safeAreaPadding(.bottom, 56)

            Button("Cancel") {}
                .frame(maxHeight: .infinity, alignment: .bottom)
        }
    }
}

// Padding on the other edge keeps nothing free at the bottom: still said.
struct ScanChoicesTopPadded: View {
    let choices: [String]

    var body: some View {
        ZStack {
            List(choices, id: \.self) { choice in
                Button(choice) {}
            }
            .padding(.top, 12)

            VStack {
                Spacer()
                Button("Cancel") {}
            }
        }
    }
}

// A ZStack of three children, a fade between the scroller and the bar: the scroller's
// padding already keeps the bar's edge free, so there is nothing to move by hand.
struct ImportSummary: View {
    let names: [String]

    var body: some View {
        ZStack(alignment: .bottom) {
            ScrollView {
                ForEach(names, id: \.self) { Text($0) }
            }
            .safeAreaPadding(.bottom, 120)

            LinearGradient(colors: [.white, .clear], startPoint: .bottom, endPoint: .top)
                .frame(height: 120)

            Button("Import") {}
        }
    }
}

// Without the padding the bar hides the last rows: said.
struct ImportSummaryUnreserved: View {
    let names: [String]

    var body: some View {
        ZStack(alignment: .bottom) {
            ScrollView {
                ForEach(names, id: \.self) { Text($0) }
            }

            LinearGradient(colors: [.white, .clear], startPoint: .bottom, endPoint: .top)
                .frame(height: 120)

            Button("Import") {}
        }
    }
}

// A point or two of padding is spacing, not room for the bar: the rows still go under it.
struct ScanChoicesHairline: View {
    let choices: [String]

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(choices, id: \.self) { choice in
                    Button(choice) {}
                }
            }
            .padding(.vertical, 1)

            VStack {
                Spacer()
                Button("Next") {}
            }
        }
    }
}
