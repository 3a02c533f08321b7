#version 440
// A label's box, glyph or backing patch: anchored at a scene point, offset from it in logical pixels,
// so that text keeps its size at any zoom. The anchor is put on a whole device pixel, so that
// glyphs rasterised at the device pixel ratio land texel on pixel.
layout(location = 0) in vec4 anchor; // scene units
layout(location = 1) in vec2 offset; // logical pixels
layout(location = 2) in vec2 texel; // device pixels of the atlas
layout(location = 3) in vec4 colour; // the text's, premultiplied
layout(location = 4) in vec4 backing; // under the text, premultiplied
layout(location = 0) out vec2 textureCoord;
layout(location = 1) out vec4 fragmentColour;
layout(location = 2) out vec4 patchColour;

layout(std140, binding = 0) uniform buf {
    mat4 matrix;
    float opacity;
    float pixelsPerUnit; // logical pixels per scene unit
    vec2 viewport; // device pixels
    vec2 atlasSize; // device pixels
};

out gl_PerVertex { vec4 gl_Position; };

void main()
{
    textureCoord = texel / atlasSize;
    fragmentColour = colour * opacity;
    patchColour = backing * opacity;
    vec4 at = matrix * vec4(anchor.xy, 0.0, 1.0);
    vec2 window = floor((at.xy * 0.5 + 0.5) * viewport + 0.5);
    vec4 shift = matrix * vec4(offset / pixelsPerUnit, 0.0, 0.0);
    gl_Position = vec4(window / viewport * 2.0 - 1.0 + shift.xy, at.z, 1.0);
}
