import SwiftUI

// What cannot be told is named: the caller's content, a style's label, a platform view.
struct Toolbar<Content: View>: View {
    @ViewBuilder let content: (CGFloat) -> Content

    var body: some View {
        GeometryReader { proxy in
            VStack {
                HStack {
                    Spacer()
                    content(proxy.size.width)
                }
                Spacer()
            }
        }
    }
}

struct Wide: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
        }
    }
}

struct Spinner: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

struct Loading: View {
    var body: some View {
        HStack {
            Spacer()
            Spinner()
        }
    }
}

// A project modifier named with a keyword is found; its body is not one chain of modifiers.
extension View {
    @ViewBuilder
    func `if`(_ condition: Bool, transform: (Self) -> some View) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct Caption: View {
    let isBold: Bool

    var body: some View {
        HStack {
            Text("Caption").if(isBold) { $0.bold() }
            Spacer()
        }
    }
}
