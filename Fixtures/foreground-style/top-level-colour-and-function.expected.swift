// fixture: deployment-target=iOS=17.0
import SwiftUI

// A top-level colour and a top-level function share a name. Where the name stands tells
// which one is meant: a value where a colour goes (or the base of `.opacity`) is the
// variable, a call with the function's labels is the function. Both give a Color, so
// foregroundStyle takes each as it is.
enum Mood { case calm, loud }

func inkColor(for mood: Mood) -> Color {
    mood == .calm ? .gray : .red
}

var inkColor: Color {
    Color(red: 0.1, green: 0.1, blue: 0.1)
}

struct MoodLabel: View {
    let mood: Mood
    let highlighted: Bool

    var body: some View {
        VStack {
            Text("Plain")
                .foregroundStyle(inkColor)
            Text("Faded")
                .foregroundStyle(inkColor.opacity(0.5))
            Text("By mood")
                .foregroundStyle(inkColor(for: mood))
            Text("Either")
                .foregroundStyle(highlighted ? .orange : inkColor)
        }
    }
}

// A closure-typed variable sharing a function's name: a call may be either, so unknown.
let shade: (Mood) -> Color? = { _ in nil }
func shade(of mood: Mood) -> Color { .black }

struct ShadeLabel: View {
    let mood: Mood

    var body: some View {
        Text("Shade")
            .foregroundColor(shade(of: mood))
    }
}
